import { formatAmount, type FormatOptions } from '@ordna/contract/quantities';
import type { Ingredient } from '@ordna/contract/recipes';

/** How much to multiply a recipe's amounts by to make `servings` of it (a recipe without servings counts as 1). */
export function scaleFactor(recipeServings: number | null, servings: number): number {
  return servings / (recipeServings ?? 1);
}

/**
 * An ingredient's line for `factor` times the recipe, amounts as people write them ("1 ⅓ dl
 * milk", "½ tsp salt"); a line without an amount, or at the recipe's own size, reads as written.
 */
export function scaledLine(ingredient: Ingredient, factor: number, options: FormatOptions = {}): string {
  if (ingredient.quantity === null || Math.abs(factor - 1) < 1e-9) return ingredient.line;
  const amount = formatAmount(ingredient.quantity * factor, options);
  return [amount, ingredient.unit, ingredient.food].filter(Boolean).join(' ');
}
