import type { Expression } from 'kysely';
import type { Db } from '../../db/database';
import { insertNameKeyed, updateNameKeyed } from '../../db/name-keyed-items';
import { mergedBranches } from '../../db/merged-branches';
import type { ShoppingItemsTable } from './shopping.tables';
import { countRows } from '../../db/count-rows';

/**
 * Shopping items: rows, undefined or counts; the routes decide refusals. Quantities are the whole
 * thousandths the table keeps; `shopping-answers.ts` turns them into numbers.
 */

export type ShoppingItemRow = ShoppingItemsTable;

const columns = [
  'id',
  'userId',
  'listId',
  'name',
  'nameKey',
  'quantity',
  'unit',
  'checkedAt',
  'position',
  'foodItemId',
  'createdAt',
] as const;

/** An item by id with its owner, whoever that is (the caller asks sharing). */
export function findAnyItem(db: Db, shoppingItemId: string) {
  return db.selectFrom('shoppingItems').select(columns).where('id', '=', shoppingItemId).executeTakeFirst();
}

export function listItems(db: Db, userId: string, listId: string) {
  return listItemsQuery(db, userId, listId).execute();
}

/** A list's items in their order, as a query: the owner and the list as values, or as references to a list row. */
export function listItemsQuery(db: Db, userId: string | Expression<string>, listId: string | Expression<string>) {
  return db
    .selectFrom('shoppingItems')
    .select(columns)
    .where('shoppingItems.userId', '=', userId)
    .where('shoppingItems.listId', '=', listId)
    .orderBy('position')
    .orderBy('createdAt')
    .orderBy('id');
}

export function countItems(db: Db, userId: string, listId: string): Promise<number> {
  return countRows(db, 'shoppingItems', { userId, listId });
}

/** The position after the list's last item. */
export async function nextPosition(db: Db, userId: string, listId: string): Promise<number> {
  const row = await db
    .selectFrom('shoppingItems')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('userId', '=', userId)
    .where('listId', '=', listId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export type NewShoppingItem = Omit<ShoppingItemRow, 'nameKey'>;

export function insertItems(db: Db, rows: NewShoppingItem[]): Promise<void> {
  return insertNameKeyed(db, 'shoppingItems', rows);
}

export type ShoppingItemChanges = Partial<
  Pick<ShoppingItemRow, 'name' | 'quantity' | 'unit' | 'checkedAt' | 'position' | 'foodItemId'>
>;

export async function updateItem(db: Db, userId: string, shoppingItemId: string, changes: ShoppingItemChanges) {
  if (Object.keys(changes).length === 0) return;
  await updateNameKeyed(db, 'shoppingItems', userId, shoppingItemId, changes);
}

export async function deleteItems(db: Db, userId: string, shoppingItemIds: string[]): Promise<void> {
  if (shoppingItemIds.length === 0) return;
  await db.deleteFrom('shoppingItems').where('userId', '=', userId).where('id', 'in', shoppingItemIds).execute();
}

/** What the dashboard shows of a checked item, with its list's name. */
const checkedColumns = [
  'shoppingItems.id',
  'shoppingItems.listId',
  'shoppingItems.name',
  'shoppingItems.quantity',
  'shoppingItems.unit',
  'shoppingItems.checkedAt',
  'shoppingLists.name as listName',
] as const;

/** Items of the person's own and shared lists checked off in [startMs, endMs), with their list's name. */
export function checkedBetweenRead(db: Db, personId: string, startMs: number, endMs: number, limit: number) {
  // Items carry their list's owner: the own lists' items are the person's (`shopping_items_checked`);
  // a shared list's are found from the person's share rows by (owner, list) (`shopping_items_list`).
  const own = db
    .selectFrom('shoppingItems')
    .innerJoin('shoppingLists', 'shoppingLists.id', 'shoppingItems.listId')
    .select(checkedColumns)
    .where('shoppingItems.userId', '=', personId)
    .where('shoppingItems.checkedAt', '>=', startMs)
    .where('shoppingItems.checkedAt', '<', endMs)
    .orderBy('shoppingItems.checkedAt', 'desc')
    .limit(limit);
  const shared = db
    .selectFrom('share')
    .innerJoin('shoppingItems', (join) =>
      join.onRef('shoppingItems.userId', '=', 'share.ownerId').onRef('shoppingItems.listId', '=', 'share.thingId'),
    )
    .innerJoin('shoppingLists', 'shoppingLists.id', 'shoppingItems.listId')
    .select(checkedColumns)
    .where('share.personId', '=', personId)
    .where('share.kind', '=', 'shoppingList')
    .where('shoppingItems.checkedAt', '>=', startMs)
    .where('shoppingItems.checkedAt', '<', endMs)
    .orderBy('shoppingItems.checkedAt', 'desc')
    .limit(limit);
  return db
    .selectFrom(mergedBranches(db, own, shared, 'checked'))
    .select(['id', 'listId', 'name', 'quantity', 'unit', 'checkedAt', 'listName'])
    .orderBy('checkedAt', 'desc')
    .limit(limit);
}
