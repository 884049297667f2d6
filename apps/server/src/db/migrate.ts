import { Migrator, sql } from 'kysely';
import type { Db, Dialect } from './database';
import { migrations } from './migrations';

/**
 * The migrator for this database; migrations are listed in code so the bundled server carries
 * them. On PostgreSQL the migrator's own tables are looked for in the connection's current
 * schema: unqualified, Kysely would find another schema's (another test file's, another app's
 * on a shared database) and skip creating its own.
 */
export async function migratorFor(db: Db, dialect: Dialect): Promise<Migrator> {
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema && { migrationTableSchema }),
  });
}

/** Brings the schema up to date. */
export async function migrateToLatest(db: Db, dialect: Dialect): Promise<void> {
  const { error, results } = await (await migratorFor(db, dialect)).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
