import { formatQuantityLine } from '@ordna/contract/kernel/quantities';
import type { Ingredient, RecipeShoppingLine } from '@ordna/contract/recipes/answers';
import type { HeldItem } from './kitchen';
import { heldItemOf, missingOf } from './storage-match';

/** A preview line with the storage item the list row will stand for (not shown to the person). */
export type ShoppingLine = RecipeShoppingLine & { foodItemId: string | null };

/**
 * What "Add missing to shopping list" would add for each ingredient, for `factor` times the
 * recipe: the amount storage lacks (the whole need when storage has none, or when it covers it,
 * so a line the person ticks anyway adds what the recipe needs), with what storage holds.
 */
export function shoppingLinesOf(
  ingredients: readonly Ingredient[],
  factor: number,
  items: readonly HeldItem[],
): ShoppingLine[] {
  return ingredients.map((ingredient, index) => {
    const item = heldItemOf(ingredient, items);
    const needed = missingOf(ingredient, factor, undefined)!;
    const missing = missingOf(ingredient, factor, item);
    const inStorage = !item ? 'none' : missing ? 'some' : 'enough';
    const visible = items.some((one) => one.id === ingredient.foodItemId);
    return {
      index,
      food: ingredient.food,
      note: ingredient.note,
      ...(missing ?? needed),
      inStorage,
      storageLine: item
        ? formatQuantityLine({ name: item.name, quantity: item.quantity, unit: item.unit || null })
        : '',
      foodItemId: item?.id ?? (visible ? ingredient.foodItemId : null),
    };
  });
}
