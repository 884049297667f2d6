import type { Drink, Ingredient, PublicDrink } from '@ordna/contract/drinks';
import type { ShareRole } from '@ordna/contract/sharing';
import type { SharedBy } from '@ordna/contract/sharing';
import type { CollectionRow } from './drink-collections.store';
import type { DrinkRow } from './drinks.store';
import { canMakeOf, inStock, type Stock } from './drinks-stock';

/** Rows as the API answers them: `_id`, JSON columns read, stock looked up. */

type StoredIngredient = Omit<Ingredient, 'inStock'>;

/** A drink as the API answers it; `image` is its picture's address (images area), null when none. */
export function drinkAnswerOf(row: DrinkRow, stock: Stock, image: string | null): Drink {
  const stored = JSON.parse(row.ingredients) as StoredIngredient[];
  const ingredients = stored.map((ingredient) => ({ ...ingredient, inStock: inStock(ingredient, stock) }));
  return {
    _id: row.id,
    drinkCollectionId: row.drinkCollectionId,
    name: row.name,
    ingredients,
    method: row.method,
    glass: row.glass,
    garnish: row.garnish,
    notes: row.notes,
    imageUrl: row.imageUrl,
    image,
    tags: JSON.parse(row.tags) as string[],
    publicId: row.publicId,
    canMake: canMakeOf(ingredients),
  };
}

/** What a public page shows of a drink: no ids, no notes, no storage items. */
export function publicDrinkOf(drink: Drink): PublicDrink {
  return {
    name: drink.name,
    ingredients: drink.ingredients.map(({ foodItemId: _foodItemId, ...ingredient }) => ingredient),
    method: drink.method,
    glass: drink.glass,
    garnish: drink.garnish,
    imageUrl: drink.imageUrl,
    image: drink.image,
    tags: drink.tags,
    canMake: drink.canMake,
  };
}

export function collectionFieldsOf(row: CollectionRow) {
  return {
    _id: row.id,
    name: row.name,
    publicId: row.publicId,
    onlyInStock: row.onlyInStock === 1,
    displayName: row.displayName,
  };
}

/** Who shared a collection with the person, on a collection that is not theirs. */
export function sharedByOf(row: { shareId: string | null; role: ShareRole | null; ownerName: string | null }): {
  sharedBy?: SharedBy;
} {
  if (!row.shareId || !row.role) return {};
  return { sharedBy: { shareId: row.shareId, role: row.role, ownerName: row.ownerName ?? '' } };
}
