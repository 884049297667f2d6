import {
  categoryOfFood,
  completeCategoryOrder,
  learnCategoryOrder,
  type FoodCategory,
} from '@ordna/contract/kernel/food-categories';
import type { Db } from '../../db/database';

/**
 * The order a list walks its categories in (the shop's aisles): kept as names joined by commas
 * ('' is the built-in order), learnt from the order the person checks items off, or set by them.
 */

/** A check-off this long after the one before still belongs to the same trip through the shop. */
export const SAME_TRIP_MS = 2 * 60 * 60 * 1000;

export function categoryOrderOf(kept: string): FoodCategory[] {
  return completeCategoryOrder(kept === '' ? [] : kept.split(','));
}

export async function readCategoryOrder(db: Db, userId: string, listId: string): Promise<FoodCategory[]> {
  const row = await db
    .selectFrom('shoppingLists')
    .select('categoryOrder')
    .where('userId', '=', userId)
    .where('id', '=', listId)
    .executeTakeFirst();
  return categoryOrderOf(row?.categoryOrder ?? '');
}

export async function writeCategoryOrder(db: Db, userId: string, listId: string, order: readonly string[]) {
  await db
    .updateTable('shoppingLists')
    .set({ categoryOrder: completeCategoryOrder(order).join(',') })
    .where('userId', '=', userId)
    .where('id', '=', listId)
    .execute();
}

/**
 * What checking off `name` teaches the list (run it in the list's lock, after the check-off is
 * written): when the item checked off just before it on this trip was of another category, this
 * item's category is walked to after that one.
 */
export async function learnFromCheckOff(
  tx: Db,
  userId: string,
  listId: string,
  item: { id: string; name: string },
  now: number,
): Promise<void> {
  const previous = await tx
    .selectFrom('shoppingItems')
    .select(['name'])
    .where('userId', '=', userId)
    .where('listId', '=', listId)
    .where('id', '!=', item.id)
    .where('checkedAt', '>=', now - SAME_TRIP_MS)
    .orderBy('checkedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!previous) return;
  const order = await readCategoryOrder(tx, userId, listId);
  const learnt = learnCategoryOrder(order, categoryOfFood(previous.name), categoryOfFood(item.name));
  if (learnt.join(',') !== order.join(',')) await writeCategoryOrder(tx, userId, listId, learnt);
}
