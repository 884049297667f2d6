import { recipesRefusals } from '@ordna/contract/recipes/refusals';
import type { Db } from '../../db/database';
import {
  containerId,
  containerOwner,
  containerSeenBy,
  requireAccess,
  requireReadAccess,
  requireSeen,
  type Need,
} from '../sharing/public';
import { findCollectionWithRole } from './recipe-collections.store';
import { collectionRecipesColumns, collectionRecipesOf, findAnyRecipe } from './recipes.store';

/**
 * A recipe collection is the thing that is shared; its recipes and their ingredients follow it
 * and carry its owner's userId, whoever writes them (docs/architecture.md, "Sharing"). Each
 * finder asks the sharing policy (404 when the person cannot see it, 400 when they may only view)
 * and answers the owner whose rows the stores then read and write.
 */

/** The collection and the person's role on it are one statement (findCollectionWithRole). */
export async function reachCollection(db: Db, personId: string, collectionId: string, need: Need) {
  const row = await findCollectionWithRole(db, personId, collectionId);
  const owned = row && { id: row.id, ownerId: row.userId, role: row.role ?? null };
  const access = requireReadAccess(personId, owned, need, recipesRefusals.collectionNotFound);
  return { collection: { id: row!.id, name: row!.name, createdAt: row!.createdAt }, ownerId: row!.userId, access };
}

export async function reachRecipe(db: Db, personId: string, recipeId: string, need: Need) {
  const row = await findAnyRecipe(db, recipeId);
  const owned = row && { id: row.collectionId, ownerId: row.userId };
  const access = await requireAccess(db, personId, 'recipeCollection', owned, need, recipesRefusals.recipeNotFound);
  return { recipe: { id: row!.id, collectionId: row!.collectionId }, ownerId: row!.userId, access };
}

/**
 * One page of a collection's recipes the person may read, and how many there are: the
 * collection, their access to it, the page and the count in one statement.
 */
export async function readCollectionPage(
  db: Db,
  personId: string,
  collectionId: string,
  query: string,
  page: { offset: number; limit: number },
) {
  const table = 'recipeCollections';
  const columns = collectionRecipesColumns(db, containerOwner(table), containerId(table), query, page);
  const seen = await containerSeenBy(db, personId, table, 'recipeCollection', collectionId, columns);
  return collectionRecipesOf(requireSeen(personId, seen, 'read', recipesRefusals.collectionNotFound).container);
}
