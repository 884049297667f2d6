import { shoppingRefusals } from '@ordna/contract/shopping/refusals';
import type { Db } from '../../db/database';
import { requireAccess, type Need } from '../sharing/public';
import { findAnyItem } from './shopping-items.store';
import { shoppingListStore } from './shopping-lists.store';

/**
 * A shopping list is the thing that is shared; its items follow it and carry its owner's userId,
 * whoever adds them (docs/architecture.md, "Sharing"). Each finder asks the sharing policy (404
 * when the person cannot see it, 400 when they may only view) and answers the owner.
 */

export async function reachList(db: Db, personId: string, listId: string, need: Need) {
  const row = await shoppingListStore.findAny(db, listId);
  const owned = row && { id: row.id, ownerId: row.userId };
  const access = await requireAccess(db, personId, 'shoppingList', owned, need, shoppingRefusals.listNotFound);
  return { list: { id: row!.id, name: row!.name }, ownerId: row!.userId, access };
}

export async function reachItem(db: Db, personId: string, shoppingItemId: string, need: Need) {
  const row = await findAnyItem(db, shoppingItemId);
  const owned = row && { id: row.listId, ownerId: row.userId };
  const access = await requireAccess(db, personId, 'shoppingList', owned, need, shoppingRefusals.itemNotFound);
  return { item: row!, ownerId: row!.userId, access };
}
