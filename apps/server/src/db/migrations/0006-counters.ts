import type { Kysely } from 'kysely';

/**
 * Counter groups, counters and every change of a counter's value. Amounts are whole thousandths
 * (bigint), so adding them is exact; a change row beside each update lets history, undo and
 * per-day values be built on the same table. Deletes run inside the area, in one transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const userRef = 'users.id';
  await db.schema
    .createTable('counterGroups')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('nameKey', 'varchar(200)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('counter_groups_name')
    .unique()
    .on('counterGroups')
    .columns(['userId', 'nameKey'])
    .execute();

  await db.schema
    .createTable('counters')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('counterGroupId', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('nameKey', 'varchar(200)', (c) => c.notNull())
    .addColumn('step', 'bigint', (c) => c.notNull())
    .addColumn('unit', 'varchar(40)', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('counters_name')
    .unique()
    .on('counters')
    .columns(['userId', 'counterGroupId', 'nameKey'])
    .execute();

  await db.schema
    .createTable('counterChanges')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('counterId', 'varchar(40)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('counter_changes_counter')
    .on('counterChanges')
    .columns(['userId', 'counterId', 'time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('counterChanges').execute();
  await db.schema.dropTable('counters').execute();
  await db.schema.dropTable('counterGroups').execute();
}
