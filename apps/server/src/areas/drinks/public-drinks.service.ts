import { DRINK_PUBLIC_ID_LENGTH } from '@ordna/contract/drinks';
import type { PublicDrinkCollection, PublicDrinkPage } from '@ordna/contract/drinks';
import type { Db } from '../../db/database';
import type { AppDeps } from '../../http/context';
import { imageAddressesOf } from '../images/public';
import { drinkAnswerOf, publicDrinkOf } from './drink-answers';
import { findAnyCollection, findCollectionByPublicId, type CollectionRow } from './drink-collections.store';
import { stockOf } from './drinks-stock';
import { findDrinkByPublicId, listPublicDrinks, type DrinkRow } from './drinks.store';

/**
 * What a public page may show (docs/architecture.md, "Public pages"): found by its public id
 * alone, and holding only what the owner made public: the public drinks of a public collection
 * (a private drink is never read), the display name they chose, never their username or ids.
 * null when there is no such public thing; the caller answers 404.
 */

const PUBLIC_ID = new RegExp(`^[A-Za-z0-9_-]{${DRINK_PUBLIC_ID_LENGTH}}$`);

/** A public collection by its public id, or undefined (a malformed id is never looked up). */
export async function findPublicCollection(db: Db, publicId: string): Promise<CollectionRow | undefined> {
  return PUBLIC_ID.test(publicId) ? findCollectionByPublicId(db, publicId) : undefined;
}

/** A public drink by its public id with its collection, or undefined. */
export async function findPublicDrink(db: Db, publicId: string) {
  const drink = PUBLIC_ID.test(publicId) ? await findDrinkByPublicId(db, publicId) : undefined;
  const collection = drink && (await findAnyCollection(db, drink.drinkCollectionId));
  return drink && collection && { drink, collection };
}

/** What public answers need: the database, and the configuration and clock that sign picture addresses. */
export type PublicDeps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

export async function publicCollectionContent(
  deps: PublicDeps,
  collection: CollectionRow,
): Promise<PublicDrinkCollection> {
  const { db } = deps;
  const [rows, stock] = await Promise.all([
    listPublicDrinks(db, collection.userId, collection.id),
    stockOf(db, collection.userId),
  ]);
  const images = await imageAddressesOf(
    deps,
    'drink',
    rows.map((row) => row.id),
  );
  const drinks = rows.map((row) => publicDrinkOf(drinkAnswerOf(row, stock, images.get(row.id) ?? null)));
  const onlyInStock = collection.onlyInStock === 1;
  return {
    // Guests see the name the owner chose for them, or none: the collection's own name stays private.
    name: collection.displayName,
    displayName: collection.displayName,
    onlyInStock,
    drinks: onlyInStock ? drinks.filter((drink) => drink.canMake === true) : drinks,
  };
}

export async function publicDrinkContent(
  deps: PublicDeps,
  { drink, collection }: { drink: DrinkRow; collection: CollectionRow },
): Promise<PublicDrinkPage> {
  const images = await imageAddressesOf(deps, 'drink', [drink.id]);
  return {
    displayName: collection.displayName,
    drink: publicDrinkOf(drinkAnswerOf(drink, await stockOf(deps.db, drink.userId), images.get(drink.id) ?? null)),
  };
}

export async function publicCollectionOf(deps: PublicDeps, publicId: string): Promise<PublicDrinkCollection | null> {
  const collection = await findPublicCollection(deps.db, publicId);
  return collection ? publicCollectionContent(deps, collection) : null;
}

export async function publicDrinkOfId(deps: PublicDeps, publicId: string): Promise<PublicDrinkPage | null> {
  const found = await findPublicDrink(deps.db, publicId);
  return found ? publicDrinkContent(deps, found) : null;
}
