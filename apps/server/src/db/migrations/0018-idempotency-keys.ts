import type { Kysely } from 'kysely';

/**
 * The `Idempotency-Key`s a person sent with writes, each with a hash of the request it came
 * with and, once sent, the answer, kept 24 hours (docs/architecture.md, "Retries and
 * idempotency"). A key is written in the same transaction as its write; `status` stays null
 * until the answer is kept beside it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotencyKeys')
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'varchar(128)', (c) => c.notNull())
    .addColumn('requestHash', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('answer', 'text')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['userId', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created').on('idempotencyKeys').column('createdAt').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotencyKeys').execute();
}
