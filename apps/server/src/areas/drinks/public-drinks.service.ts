import { DRINK_PUBLIC_ID_LENGTH } from '@ordna/contract/drinks';
import type { PublicDrinkCollection, PublicDrinkPage } from '@ordna/contract/drinks';
import type { Db } from '../../db/database';
import { drinkAnswerOf, publicDrinkOf } from './drink-answers';
import { findAnyCollection, findCollectionByPublicId } from './drink-collections.store';
import { stockOf } from './drinks-stock';
import { findDrinkByPublicId, listPublicDrinks } from './drinks.store';

/**
 * What a public page may show (docs/architecture.md, "Public pages"): found by its public id
 * alone, and holding only what the owner made public: the public drinks of a public collection
 * (a private drink is never read), the display name they chose, never their username or ids.
 * null when there is no such public thing; the caller answers 404.
 */

const PUBLIC_ID = new RegExp(`^[A-Za-z0-9_-]{${DRINK_PUBLIC_ID_LENGTH}}$`);

export async function publicCollectionOf(db: Db, publicId: string): Promise<PublicDrinkCollection | null> {
  if (!PUBLIC_ID.test(publicId)) return null;
  const collection = await findCollectionByPublicId(db, publicId);
  if (!collection) return null;
  const [rows, stock] = await Promise.all([
    listPublicDrinks(db, collection.userId, collection.id),
    stockOf(db, collection.userId),
  ]);
  const drinks = rows.map((row) => publicDrinkOf(drinkAnswerOf(row, stock)));
  const onlyInStock = collection.onlyInStock === 1;
  return {
    name: collection.name,
    displayName: collection.displayName,
    onlyInStock,
    drinks: onlyInStock ? drinks.filter((drink) => drink.canMake === true) : drinks,
  };
}

export async function publicDrinkOfId(db: Db, publicId: string): Promise<PublicDrinkPage | null> {
  if (!PUBLIC_ID.test(publicId)) return null;
  const row = await findDrinkByPublicId(db, publicId);
  if (!row) return null;
  const [collection, stock] = await Promise.all([
    findAnyCollection(db, row.drinkCollectionId),
    stockOf(db, row.userId),
  ]);
  return { displayName: collection?.displayName ?? '', drink: publicDrinkOf(drinkAnswerOf(row, stock)) };
}
