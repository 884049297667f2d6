import type { Kysely } from 'kysely';

/**
 * Storage groups and items, shopping lists and items, and what each person bought before (for
 * suggestions). Quantities are whole thousandths (bigint), so adding them is exact; units are
 * normalised short strings. Rows inside an area refer to each other without foreign keys; the
 * area deletes them in one transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const userRef = 'users.id';
  await db.schema
    .createTable('storageGroups')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('nameKey', 'varchar(200)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('storage_groups_name')
    .unique()
    .on('storageGroups')
    .columns(['userId', 'nameKey'])
    .execute();

  await db.schema
    .createTable('storageItems')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('storageGroupId', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('nameKey', 'varchar(200)', (c) => c.notNull())
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('unit', 'varchar(40)', (c) => c.notNull())
    .addColumn('bestBefore', 'varchar(10)')
    .addColumn('note', 'varchar(2000)', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('storage_items_group')
    .on('storageItems')
    .columns(['userId', 'storageGroupId', 'nameKey'])
    .execute();
  await db.schema
    .createIndex('storage_items_best_before')
    .on('storageItems')
    .columns(['userId', 'bestBefore'])
    .execute();

  await db.schema
    .createTable('shoppingLists')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('nameKey', 'varchar(200)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shopping_lists_name')
    .unique()
    .on('shoppingLists')
    .columns(['userId', 'nameKey'])
    .execute();

  await db.schema
    .createTable('shoppingItems')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('listId', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('nameKey', 'varchar(200)', (c) => c.notNull())
    .addColumn('quantity', 'bigint')
    .addColumn('unit', 'varchar(40)')
    .addColumn('checkedAt', 'bigint')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('foodItemId', 'varchar(40)')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shopping_items_list')
    .on('shoppingItems')
    .columns(['userId', 'listId', 'position'])
    .execute();
  await db.schema.createIndex('shopping_items_checked').on('shoppingItems').columns(['userId', 'checkedAt']).execute();

  // One row per thing a person has checked off, kept to a bound: suggestions rank by it.
  await db.schema
    .createTable('shoppingBought')
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('nameKey', 'varchar(200)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('quantity', 'bigint')
    .addColumn('unit', 'varchar(40)')
    .addColumn('times', 'integer', (c) => c.notNull())
    .addColumn('lastAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('shopping_bought_key', ['userId', 'nameKey'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shoppingBought').execute();
  await db.schema.dropTable('shoppingItems').execute();
  await db.schema.dropTable('shoppingLists').execute();
  await db.schema.dropTable('storageItems').execute();
  await db.schema.dropTable('storageGroups').execute();
}
