import { foodKeyOf, readFoodLine } from '@ordna/contract/kernel/foods';
import { toThousandths } from '@ordna/contract/kernel/thousandths';
import type { RecipeIngredientsTable } from './recipes.tables';

/** An ingredient as stored: the line as written and what the shared food reader read from it. */
export type IngredientRead = Pick<
  RecipeIngredientsTable,
  'line' | 'quantity' | 'unit' | 'food' | 'note' | 'foodKey' | 'foodItemId'
>;

/**
 * "onion, finely chopped 1" → 1, food "onion", note "finely chopped", key "onion"
 * (`@ordna/contract/kernel/foods`); a line with no amount is all food.
 */
export function readIngredient(line: string, foodItemId: string | null = null): IngredientRead {
  const read = readFoodLine(line);
  return {
    line,
    quantity: toThousandths(read.quantity),
    unit: read.unit,
    food: read.food,
    note: read.note,
    foodKey: foodKeyOf(read.food),
    foodItemId,
  };
}

/** The key a storage item's name key matches ingredients' food keys by: the same food key. */
export function matchKeyOf(nameKey: string): string {
  return foodKeyOf(readFoodLine(nameKey).food);
}

export { foodKeyOf };
