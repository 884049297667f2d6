import { nameKeyOf } from '@ordna/contract/kernel/quantities';
import { SHOPPING_ITEMS_PER_LIST_MAX } from '@ordna/contract/shopping';
import { shoppingRefusals } from '@ordna/contract/shopping/refusals';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { conflict } from '../../http/errors';
import { newId } from '../../lib/ids';
import { preferencesOf } from '../auth/public';
import { accessTo, allows } from '../sharing/public';
import { reachList } from './shopping-access';
import { itemAnswerOf } from './shopping-answers';
import { insertItems, listItems, nextPosition, updateItem } from './shopping-items.store';
import { planAdds } from './shopping-merge';
import { firstOwnList, listVisibleLists, lockList, shoppingListStore } from './shopping-lists.store';

/** A thing to add to a list, as a line was read or another area names it. */
export interface NewThing {
  name: string;
  quantity?: number | null;
  unit?: string | null;
  foodItemId?: string | null;
}

/** The name of the list made for a person who has none, in their language. */
const firstListName = { en: 'Shopping list', se: 'Inköpslista' } as const;

/**
 * The list quick adds go to: the `defaultShoppingList` preference when it names a list the person
 * may add to, else their first own list by name, else the first list shared with them to edit, else a
 * new one named in their language (the web's `default-list.ts` picks the same).
 */
async function defaultList(tx: Db, personId: string, now: number): Promise<{ listId: string; created: boolean }> {
  const preferences = await preferencesOf(tx, { userId: personId });
  const preferred =
    preferences.defaultShoppingList && (await shoppingListStore.findAny(tx, preferences.defaultShoppingList));
  if (preferred) {
    const access = await accessTo(tx, personId, 'shoppingList', { id: preferred.id, ownerId: preferred.userId });
    if (allows(access, 'change')) return { listId: preferred.id, created: false };
  }
  const first = await firstOwnList(tx, personId);
  if (first) return { listId: first.id, created: false };
  const shared = (await listVisibleLists(tx, personId)).find((list) => list.role === 'editor');
  if (shared) return { listId: shared.id, created: false };
  const id = newId();
  await shoppingListStore.insert(tx, {
    id,
    userId: personId,
    name: firstListName[preferences.language],
    createdAt: now,
  });
  return { listId: id, created: true };
}

/**
 * Adds things to a list (or the default list) in one transaction: a food already on it and not
 * checked off takes the amount onto its row (shopping-merge.ts), anything else goes to the end.
 * Refuses a list the person cannot change and a list that would grow past its bound.
 */
export async function addToList(db: Db, personId: string, listId: string | undefined, things: NewThing[], now: number) {
  return inTransaction(db, async (tx) => {
    const target = listId ? { listId, created: false } : await defaultList(tx, personId, now);
    const { list, ownerId } = await reachList(tx, personId, target.listId, 'change');
    // Adds to one list take turns: each counts and numbers after the other's items.
    await lockList(tx, ownerId, list.id);
    const current = await listItems(tx, ownerId, list.id);
    const plan = planAdds(
      current,
      things.map((thing) => ({
        name: thing.name,
        quantity: thing.quantity ?? null,
        unit: thing.unit ?? null,
        foodItemId: thing.foodItemId ?? null,
      })),
      { userId: ownerId, listId: list.id, start: await nextPosition(tx, ownerId, list.id), now, newId },
    );
    if (current.length + plan.created.length > SHOPPING_ITEMS_PER_LIST_MAX) {
      throw conflict(shoppingRefusals.tooManyItems);
    }
    for (const row of plan.changed) {
      await updateItem(tx, ownerId, row.id, { quantity: row.quantity, unit: row.unit, foodItemId: row.foodItemId });
    }
    await insertItems(tx, plan.created);
    return {
      listId: list.id,
      createdList: target.created,
      items: plan.touched.map((row) => itemAnswerOf({ ...row, nameKey: nameKeyOf(row.name) })),
    };
  });
}
