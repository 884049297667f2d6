import { convertAmount, roundQuantity } from '@ordna/contract/kernel/quantities';
import type { Ingredient } from '@ordna/contract/recipes';
import { foodKeyOf, matchKeyOf } from './ingredient-lines';
import type { HeldItem } from './kitchen';

/**
 * How a recipe's ingredients meet what storage holds: the item an ingredient is (its linked
 * item, else one whose name matches its food, singular or plural), and how much of the
 * ingredient that item covers. Pure, so sending to the list and cooking agree.
 */

/** The storage item an ingredient is, with some left, or undefined. */
export function heldItemOf(ingredient: Ingredient, items: readonly HeldItem[]): HeldItem | undefined {
  const withSome = items.filter((item) => item.quantity > 0);
  const linked = ingredient.foodItemId && withSome.find((item) => item.id === ingredient.foodItemId);
  if (linked) return linked;
  const key = foodKeyOf(ingredient.food);
  return withSome.find((item) => matchKeyOf(item.nameKey) === key);
}

/** What the shopping list needs of an ingredient for `factor` times the recipe: nothing when storage covers it. */
export function missingOf(
  ingredient: Ingredient,
  factor: number,
  item: HeldItem | undefined,
): { quantity: number | null; unit: string | null } | null {
  const needed = ingredient.quantity === null ? null : roundQuantity(ingredient.quantity * factor);
  if (!item) return { quantity: needed, unit: ingredient.unit };
  // Held, and no amount to compare (salt, or units that do not convert): storage has it.
  const held = needed === null ? null : convertAmount(item.quantity, item.unit || null, ingredient.unit);
  if (needed === null || held === null || held >= needed) return null;
  return { quantity: roundQuantity(needed - held), unit: ingredient.unit };
}

/** What cooking takes out of an item, in the item's unit, at most what it holds; null when nothing can be taken. */
export function takeOf(ingredient: Ingredient, factor: number, item: HeldItem): number | null {
  if (ingredient.quantity === null) return null;
  const inItemUnit = convertAmount(ingredient.quantity * factor, ingredient.unit, item.unit || null);
  if (inItemUnit === null || inItemUnit <= 0) return null;
  return roundQuantity(Math.min(inItemUnit, item.quantity));
}
