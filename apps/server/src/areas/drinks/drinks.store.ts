import type { Expression } from 'kysely';
import type { Db } from '../../db/database';
import type { DrinksTable } from './drinks.tables';
import { countRows } from '../../db/count-rows';
import { rowsColumn, rowsOfColumn } from '../../db/json-rows';
import { drinkImageIdColumn } from '../images/public';
import { visibleItemAmounts } from '../storage/public';

/** The SQL of drinks: rows, undefined or counts; the routes decide refusals. */

export type DrinkRow = Omit<DrinksTable, 'nameKey' | 'createdAt'>;

const COLUMNS = [
  'id',
  'userId',
  'drinkCollectionId',
  'name',
  'ingredients',
  'method',
  'glass',
  'garnish',
  'notes',
  'imageUrl',
  'tags',
  'publicId',
] as const;

/** A collection's drinks in name order, as a query. */
function collectionDrinks(db: Db, userId: Owner, drinkCollectionId: Owner) {
  return db
    .selectFrom('drinks')
    .select(COLUMNS)
    .where('drinks.userId', '=', userId)
    .where('drinks.drinkCollectionId', '=', drinkCollectionId)
    .orderBy('nameKey')
    .orderBy('id');
}

/** An owner or a collection: as a value, or as a reference to a collection row read in the same statement. */
type Owner = string | Expression<string>;

/**
 * A collection's drinks in name order, each with its picture's id, and the storage items their
 * owner sees (what says whether a drink can be made), as two columns of a read of the collection
 * (`drinksWithStockOf` reads them back).
 */
export function drinksWithStockColumns(db: Db, userId: Owner, drinkCollectionId: Owner) {
  return [
    rowsColumn(db, collectionDrinks(db, userId, drinkCollectionId).select(drinkImageIdColumn(db)), 'drinks'),
    rowsColumn(db, visibleItemAmounts(db, userId), 'stock'),
  ] as const;
}

/** The drinks and the stock from the columns of `drinksWithStockColumns`. */
export function drinksWithStockOf(row: { drinks: unknown; stock: unknown }) {
  return {
    drinks: rowsOfColumn<DrinkRow & { imageId: string | null }>(row.drinks),
    stock: rowsOfColumn<{ id: string; quantity: number; unit: string }>(row.stock),
  };
}

/** A collection's public drinks in name order: what its public page may show, and nothing else. */
export function listPublicDrinks(db: Db, userId: string, drinkCollectionId: string): Promise<DrinkRow[]> {
  return db
    .selectFrom('drinks')
    .select(COLUMNS)
    .where('userId', '=', userId)
    .where('drinkCollectionId', '=', drinkCollectionId)
    .where('publicId', 'is not', null)
    .orderBy('nameKey')
    .orderBy('id')
    .execute();
}

/** A drink by id with its owner, whoever that is (the caller asks sharing). */
export function findAnyDrink(db: Db, drinkId: string): Promise<DrinkRow | undefined> {
  return db.selectFrom('drinks').select(COLUMNS).where('id', '=', drinkId).executeTakeFirst();
}

export function findDrinkByPublicId(db: Db, publicId: string): Promise<DrinkRow | undefined> {
  return db.selectFrom('drinks').select(COLUMNS).where('publicId', '=', publicId).executeTakeFirst();
}

export function countDrinks(db: Db, userId: string, drinkCollectionId: string): Promise<number> {
  return countRows(db, 'drinks', { userId, drinkCollectionId });
}

export async function insertDrink(db: Db, row: DrinkRow & { createdAt: number }): Promise<void> {
  await db
    .insertInto('drinks')
    .values({ ...row, nameKey: row.name.toLowerCase() })
    .execute();
}

export async function updateDrink(db: Db, userId: string, id: string, change: Partial<DrinkRow>): Promise<void> {
  const { id: _id, userId: _userId, ...set } = change;
  const values = { ...set, ...(set.name !== undefined && { nameKey: set.name.toLowerCase() }) };
  if (Object.keys(values).length === 0) return;
  await db.updateTable('drinks').set(values).where('userId', '=', userId).where('id', '=', id).execute();
}

export async function deleteDrink(db: Db, userId: string, id: string): Promise<void> {
  await db.deleteFrom('drinks').where('userId', '=', userId).where('id', '=', id).execute();
}

/**
 * Makes every drink of a collection that is not public yet public, each with a public id of its
 * own from `newPublicId`; a drink already public keeps its address. Answers how many it made public.
 */
export async function publishDrinksOf(
  db: Db,
  userId: string,
  drinkCollectionId: string,
  newPublicId: () => string,
): Promise<number> {
  const hidden = await db
    .selectFrom('drinks')
    .select('id')
    .where('userId', '=', userId)
    .where('drinkCollectionId', '=', drinkCollectionId)
    .where('publicId', 'is', null)
    .execute();
  let published = 0;
  for (const { id } of hidden) {
    // "still not public" in the update itself, so two calls at once give each drink one address.
    const result = await db
      .updateTable('drinks')
      .set({ publicId: newPublicId() })
      .where('userId', '=', userId)
      .where('id', '=', id)
      .where('publicId', 'is', null)
      .executeTakeFirst();
    published += Number(result.numUpdatedRows);
  }
  return published;
}
