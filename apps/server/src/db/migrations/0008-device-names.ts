import type { Kysely } from 'kysely';

/**
 * Devices a person can tell apart: each session keeps the name its person gave it and the
 * network address it signed in or last refreshed its sign-in from. Older sessions have neither.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('name', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('lastAddress', 'varchar(64)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('lastAddress').execute();
  await db.schema.alterTable('sessions').dropColumn('name').execute();
}
