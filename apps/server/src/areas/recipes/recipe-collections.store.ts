import { RECIPE_COLLECTIONS_MAX } from '@ordna/contract/recipes';
import { recipesRefusals } from '@ordna/contract/recipes/refusals';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { deleteItemsAndTheirRows, namedContainerStore } from '../../db/named-container-store';
import { listVisibleContainers, roleOf, shareableContainer } from '../sharing/public';

/** The person's recipe collections: rows or undefined; the routes decide refusals. */

/** How many recipes a collection holds, as a column of a query over `recipeCollections`. */
const recipeCount = sql<number | string>`(select count(*) from ${sql.table('recipes')} where ${sql.ref(
  'recipes.collectionId',
)} = ${sql.ref('recipeCollections.id')} and ${sql.ref('recipes.userId')} = ${sql.ref('recipeCollections.userId')})`;

/**
 * The person's collections and those shared with them, in name order, in one query, each with its
 * number of recipes; a shared one carries the share's id, the role and its owner's name.
 */
export async function listVisibleCollections(db: Db, personId: string) {
  const rows = await listVisibleContainers(db, personId, 'recipeCollections', 'recipeCollection', {
    columns: ['createdAt'],
    computed: [recipeCount.as('recipeCount')],
  });
  return rows.map(({ recipeCount: count, ...row }) => ({ ...row, recipeCount: Number(count) }));
}

/** A collection by id with its owner, whoever that is (the caller asks sharing). */
export function findAnyCollection(db: Db, collectionId: string) {
  return collectionById(db, collectionId).executeTakeFirst();
}

/** A collection by id with its owner and the person's role on it (`requireReadAccess`): one statement. */
export function findCollectionWithRole(db: Db, personId: string, collectionId: string) {
  return collectionById(db, collectionId)
    .select(roleOf(db, personId, 'recipeCollection', 'recipeCollections.id'))
    .executeTakeFirst();
}

function collectionById(db: Db, collectionId: string) {
  return db
    .selectFrom('recipeCollections')
    .select(['id', 'name', 'userId', 'createdAt'])
    .where('id', '=', collectionId);
}

/** A recipe collection's name, count, insert and rename (db/named-container-store.ts). */
export const recipeCollectionStore = namedContainerStore('recipeCollections');

/** Deletes a collection's recipes and their ingredients (run it in the transaction that deletes it). */
export const deleteCollectionContents = deleteItemsAndTheirRows(
  { table: 'recipes', containerColumn: 'collectionId' },
  { table: 'recipeIngredients', itemColumn: 'recipeId' },
);

/** Recipe collections as the container factory makes them (http/named-containers.ts): kind, refusals and cap. */
export const recipeCollectionContainer = shareableContainer('recipeCollection', recipeCollectionStore, {
  duplicate: recipesRefusals.duplicateCollection,
  cap: { max: RECIPE_COLLECTIONS_MAX, tooMany: recipesRefusals.tooManyCollections },
});
