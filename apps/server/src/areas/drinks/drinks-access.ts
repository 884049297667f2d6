import { drinksRefusals } from '@ordna/contract/drinks/refusals';
import type { Db } from '../../db/database';
import { requireAccess, type Need } from '../sharing/public';
import { findAnyCollection } from './drink-collections.store';
import { findAnyDrink } from './drinks.store';

/**
 * A drink collection is the thing that is shared; its drinks follow it and carry its owner's
 * userId, whoever makes them (docs/architecture.md, "Sharing"). Each finder asks the sharing
 * policy (404 when the person cannot see it, 400 when they may only view) and answers the owner
 * whose rows the stores then read and write.
 */

export async function reachCollection(db: Db, personId: string, drinkCollectionId: string, need: Need) {
  const row = await findAnyCollection(db, drinkCollectionId);
  const owned = row && { id: row.id, ownerId: row.userId };
  const access = await requireAccess(db, personId, 'drinkCollection', owned, need, drinksRefusals.collectionNotFound);
  return { collection: row!, ownerId: row!.userId, access };
}

export async function reachDrink(db: Db, personId: string, drinkId: string, need: Need) {
  const row = await findAnyDrink(db, drinkId);
  const owned = row && { id: row.drinkCollectionId, ownerId: row.userId };
  const access = await requireAccess(db, personId, 'drinkCollection', owned, need, drinksRefusals.drinkNotFound);
  return { drink: row!, ownerId: row!.userId, access };
}
