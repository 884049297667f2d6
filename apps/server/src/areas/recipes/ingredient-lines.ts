import { foodKeyOf, readFoodLine } from '@ordna/contract/kernel/foods';
import { toThousandths } from '@ordna/contract/kernel/thousandths';

/** An ingredient as stored: the line as written and what the shared food reader read from it. */
export interface IngredientRead {
  line: string;
  /** Whole thousandths, as the server keeps amounts. */
  quantity: number | null;
  unit: string | null;
  food: string;
  /** Preparation and remarks ("finely chopped"); '' when the line said none. */
  note: string;
  foodKey: string;
  foodItemId: string | null;
}

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
