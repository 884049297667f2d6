import type { Kysely } from 'kysely';

/**
 * One row per account import under way (areas/account/import-marker.ts): written before the
 * first of its rows, removed with the last. On SQLite an import commits its rows in batches of
 * their own transactions, so a row left here after a stop (a crash, a restart) names an account
 * holding part of an import: its rows are removed at start-up, or by the person's next import.
 * `instance` is the server that runs it, `touchedAt` when it last committed a batch.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accountImports')
    .addColumn('userId', 'varchar(40)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('instance', 'varchar(40)', (c) => c.notNull())
    .addColumn('startedAt', 'bigint', (c) => c.notNull())
    .addColumn('touchedAt', 'bigint', (c) => c.notNull())
    .execute();
}
