import { nameKeyOf } from '@ordna/contract/kernel/quantities';
import type { Db } from '../../db/database';
import { sharedThingIds } from '../sharing/public';
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
  return db
    .selectFrom('shoppingItems')
    .select(columns)
    .where('userId', '=', userId)
    .where('listId', '=', listId)
    .orderBy('position')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
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

export async function insertItems(db: Db, rows: NewShoppingItem[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('shoppingItems')
    .values(rows.map((row) => ({ ...row, nameKey: nameKeyOf(row.name) })))
    .execute();
}

export type ShoppingItemChanges = Partial<
  Pick<ShoppingItemRow, 'name' | 'quantity' | 'unit' | 'checkedAt' | 'position' | 'foodItemId'>
>;

export async function updateItem(db: Db, userId: string, shoppingItemId: string, changes: ShoppingItemChanges) {
  if (Object.keys(changes).length === 0) return;
  await db
    .updateTable('shoppingItems')
    .set({ ...changes, ...(changes.name !== undefined && { nameKey: nameKeyOf(changes.name) }) })
    .where('userId', '=', userId)
    .where('id', '=', shoppingItemId)
    .execute();
}

export async function deleteItems(db: Db, userId: string, shoppingItemIds: string[]): Promise<void> {
  if (shoppingItemIds.length === 0) return;
  await db.deleteFrom('shoppingItems').where('userId', '=', userId).where('id', 'in', shoppingItemIds).execute();
}

/** Items of the person's own and shared lists checked off in [startMs, endMs), with their list's name. */
export function checkedBetweenRead(db: Db, personId: string, startMs: number, endMs: number, limit: number) {
  const own = db.selectFrom('shoppingLists').select('id').where('userId', '=', personId);
  return db
    .selectFrom('shoppingItems')
    .innerJoin('shoppingLists', 'shoppingLists.id', 'shoppingItems.listId')
    .select([
      'shoppingItems.id',
      'shoppingItems.listId',
      'shoppingItems.name',
      'shoppingItems.quantity',
      'shoppingItems.unit',
      'shoppingItems.checkedAt',
      'shoppingLists.name as listName',
    ])
    .where((eb) =>
      eb.or([
        eb('shoppingItems.listId', 'in', own),
        eb('shoppingItems.listId', 'in', sharedThingIds(db, personId, 'shoppingList')),
      ]),
    )
    .where('shoppingItems.checkedAt', '>=', startMs)
    .where('shoppingItems.checkedAt', '<', endMs)
    .orderBy('shoppingItems.checkedAt', 'desc')
    .limit(limit);
}
