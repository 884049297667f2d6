import { Migrator } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations';

/**
 * Brings the schema up to date; migrations are listed in code so the bundled server carries them.
 * `schema` names the PostgreSQL schema that keeps Kysely's own bookkeeping tables: without it,
 * Kysely takes those tables in any other schema of the database for its own (tests run side by
 * side, one schema each).
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema !== undefined && { migrationTableSchema: schema }),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
