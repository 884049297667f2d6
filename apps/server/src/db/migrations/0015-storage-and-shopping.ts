import type { Kysely } from 'kysely';
import { createIndex, createNamedContainer, dropTables, ownedTable, person, table } from './schema-kit';

/**
 * Storage groups and items, shopping lists and items, and what each person bought before (for
 * suggestions). Quantities are whole thousandths (bigint), so adding them is exact; units are
 * normalised short strings. Rows inside an area refer to each other without foreign keys; the
 * area deletes them in one transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createNamedContainer(db, 'storageGroups', 'storage_groups_name');
  await ownedTable(db, 'storageItems', {
    storageGroupId: 'varchar(40)',
    name: 'varchar(200)',
    nameKey: 'varchar(200)',
    quantity: 'bigint',
    unit: 'varchar(40)',
    bestBefore: ['varchar(10)', null],
    note: 'varchar(2000)',
    updatedAt: 'bigint',
  }).execute();
  await createIndex(db, 'storage_items_group', 'storageItems', ['userId', 'storageGroupId', 'nameKey']);
  await createIndex(db, 'storage_items_best_before', 'storageItems', ['userId', 'bestBefore']);

  await createNamedContainer(db, 'shoppingLists', 'shopping_lists_name');
  await ownedTable(db, 'shoppingItems', {
    listId: 'varchar(40)',
    name: 'varchar(200)',
    nameKey: 'varchar(200)',
    quantity: ['bigint', null],
    unit: ['varchar(40)', null],
    checkedAt: ['bigint', null],
    position: 'integer',
    foodItemId: ['varchar(40)', null],
    createdAt: 'bigint',
  }).execute();
  await createIndex(db, 'shopping_items_list', 'shoppingItems', ['userId', 'listId', 'position']);
  await createIndex(db, 'shopping_items_checked', 'shoppingItems', ['userId', 'checkedAt']);

  // One row per thing a person has checked off, kept to a bound: suggestions rank by it.
  await table(db, 'shoppingBought', {
    userId: person,
    nameKey: 'varchar(200)',
    name: 'varchar(200)',
    quantity: ['bigint', null],
    unit: ['varchar(40)', null],
    times: 'integer',
    lastAt: 'bigint',
  })
    .addPrimaryKeyConstraint('shopping_bought_key', ['userId', 'nameKey'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['shoppingBought', 'shoppingItems', 'shoppingLists', 'storageItems', 'storageGroups']);
}
