import type { Kysely } from 'kysely';

/**
 * Shares: one person gives another a role (viewer or editor) on one thing of a kind (a time
 * group, a counter group…). One share per thing and person; both people's rows go with their
 * accounts. "Things shared with me" reads (personId, kind) and gets the thing ids from the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const userRef = 'users.id';
  await db.schema
    .createTable('share')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('thingId', 'varchar(40)', (c) => c.notNull())
    .addColumn('ownerId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('personId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('share_thing_person')
    .unique()
    .on('share')
    .columns(['kind', 'thingId', 'personId'])
    .execute();
  await db.schema
    .createIndex('share_person_kind')
    .on('share')
    .columns(['personId', 'kind', 'thingId', 'ownerId', 'role'])
    .execute();
  await db.schema.createIndex('share_owner').on('share').column('ownerId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('share').execute();
}
