import { Migrator } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations';

/** Brings the schema up to date; migrations are listed in code so the bundled server carries them. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
