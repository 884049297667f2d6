import type { Ingredient, IngredientBody } from '@ordna/contract/drinks';
import { formatQuantityLine, parseQuantityLine } from '@ordna/contract/kernel/quantities';

/**
 * Ingredients as a person types them, one line each ("4 cl gin", "gin 4 cl", "a dash of
 * bitters"), read with the kitchen's shared quantity parser; a line keeps the storage item it
 * points at.
 */
export interface IngredientLine {
  text: string;
  foodItemId: string | null;
}

export function lineOf(ingredient: Pick<Ingredient, 'name' | 'amount' | 'unit' | 'foodItemId'>): IngredientLine {
  const text = formatQuantityLine({
    name: ingredient.name,
    quantity: ingredient.amount,
    unit: ingredient.unit || null,
  });
  return { text, foodItemId: ingredient.foodItemId };
}

export function ingredientOf(line: IngredientLine): IngredientBody | null {
  if (!line.text.trim()) return null;
  const read = parseQuantityLine(line.text);
  return { name: read.name, amount: read.quantity, unit: read.unit ?? '', foodItemId: line.foodItemId };
}

/** "4 cl gin, 3 cl Campari": a drink's ingredients on one line, for lists. */
export function ingredientsSummary(ingredients: Ingredient[]): string {
  return ingredients.map((ingredient) => lineOf(ingredient).text).join(', ');
}
