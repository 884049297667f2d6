import { SHOPPING_LISTS_MAX } from '@ordna/contract/shopping';
import { shoppingRefusals } from '@ordna/contract/shopping/refusals';
import { sql } from 'kysely';
import { nameKeyOf } from '@ordna/contract/kernel/quantities';
import type { Db } from '../../db/database';
import { namedContainerStore } from '../../db/named-container-store';
import { listVisibleContainers, shareableContainer } from '../sharing/public';

/** The person's shopping lists: rows or undefined; the routes decide refusals. */

/** How many items a list has (or still to buy), beside each list of a list. */
function count(db: Db, onlyUnchecked: boolean) {
  let query = db
    .selectFrom('shoppingItems')
    .select((inner) => inner.fn.countAll<number | string>().as('n'))
    .where('shoppingItems.listId', '=', sql.ref<string>('shoppingLists.id'))
    .where('shoppingItems.userId', '=', sql.ref<string>('shoppingLists.userId'));
  if (onlyUnchecked) query = query.where('shoppingItems.checkedAt', 'is', null);
  return query;
}

/**
 * The person's lists and those shared with them, in name order, in one query, each with how many
 * items it has and how many are still to buy, and the order of its categories; a shared one carries the
 * share and its owner.
 */
export async function listVisibleLists(db: Db, personId: string) {
  const rows = await listVisibleContainers(db, personId, 'shoppingLists', 'shoppingList', {
    columns: ['userId'],
    computed: [
      count(db, false).as('itemCount'),
      count(db, true).as('uncheckedCount'),
      // The order its categories are walked in, so reading one list needs no statement more for it.
      sql.ref<string>('shoppingLists.categoryOrder').as('categoryOrder'),
    ],
  });
  return rows.map(({ itemCount, uncheckedCount, categoryOrder, ...row }) => ({
    ...row,
    categoryOrder: String(categoryOrder),
    itemCount: Number(itemCount),
    uncheckedCount: Number(uncheckedCount),
  }));
}

/** The person's first own list in name order (as the lists page shows them), for quick adds when no default is set. */
export function firstOwnList(db: Db, userId: string) {
  return db
    .selectFrom('shoppingLists')
    .select(['id', 'name', 'userId'])
    .where('userId', '=', userId)
    .orderBy('nameKey')
    .orderBy('id')
    .executeTakeFirst();
}

/** A shopping list's name, count, insert, rename and lookup by id (db/named-container-store.ts). */
export const shoppingListStore = namedContainerStore('shoppingLists', {
  keyOf: nameKeyOf,
  newRow: { categoryOrder: '' },
});

/** Deletes a list's items (run it in the transaction that deletes the list). */
export async function deleteListContents(tx: Db, userId: string, listId: string): Promise<void> {
  await tx.deleteFrom('shoppingItems').where('userId', '=', userId).where('listId', '=', listId).execute();
}

/** Locks the list's row until the transaction ends (NamedContainerStore.lock); false when it is gone. */
export const lockList = (tx: Db, userId: string, id: string): Promise<boolean> =>
  shoppingListStore.lock(tx, userId, id);

/** Shopping lists as the container factory makes them (http/named-containers.ts): kind, refusals and cap. */
export const shoppingListContainer = shareableContainer('shoppingList', shoppingListStore, {
  duplicate: shoppingRefusals.duplicateList,
  cap: { max: SHOPPING_LISTS_MAX, tooMany: shoppingRefusals.tooManyLists },
});
