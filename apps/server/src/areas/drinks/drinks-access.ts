import { drinksRefusals } from '@ordna/contract/drinks/refusals';
import type { Db } from '../../db/database';
import { requireAccess, requireReadAccess, type Need } from '../sharing/public';
import { findCollectionWithRole } from './drink-collections.store';
import { findAnyDrink } from './drinks.store';

/**
 * A drink collection is the thing that is shared; its drinks follow it and carry its owner's
 * userId, whoever makes them (docs/architecture.md, "Sharing"). Each finder asks the sharing
 * policy (404 when the person cannot see it, 400 when they may only view) and answers the owner
 * whose rows the stores then read and write.
 */

/** The collection and the person's role on it are one statement (findCollectionWithRole). */
export async function reachCollection(db: Db, personId: string, drinkCollectionId: string, need: Need) {
  const row = await findCollectionWithRole(db, personId, drinkCollectionId);
  const owned = row && { id: row.id, ownerId: row.userId, role: row.role ?? null };
  const access = requireReadAccess(personId, owned, need, drinksRefusals.collectionNotFound);
  const { role: _role, ...collection } = row!;
  return { collection, ownerId: row!.userId, access };
}

export async function reachDrink(db: Db, personId: string, drinkId: string, need: Need) {
  const row = await findAnyDrink(db, drinkId);
  const owned = row && { id: row.drinkCollectionId, ownerId: row.userId };
  const access = await requireAccess(db, personId, 'drinkCollection', owned, need, drinksRefusals.drinkNotFound);
  return { drink: row!, ownerId: row!.userId, access };
}
