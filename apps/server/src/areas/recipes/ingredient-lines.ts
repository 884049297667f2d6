import { nameKeyOf, parseQuantityLine } from '@ordna/contract/quantities';

/** An ingredient as stored: the line as written and what the shared quantity parser read from it. */
export interface IngredientRead {
  line: string;
  /** Whole thousandths, as the server keeps amounts. */
  quantity: number | null;
  unit: string | null;
  food: string;
  foodKey: string;
  foodItemId: string | null;
}

/** "2 dl milk" → 2 dl, food "milk", key "milk"; a line with no amount is all food. */
export function readIngredient(line: string, foodItemId: string | null = null): IngredientRead {
  const read = parseQuantityLine(line);
  const food = read.name.replace(/^[,;:\s-]+|[,;:\s-]+$/g, '') || line;
  return {
    line,
    quantity: read.quantity === null ? null : Math.round(read.quantity * 1000),
    unit: read.unit,
    food,
    foodKey: foodKeyOf(food),
    foodItemId,
  };
}

/**
 * The key an ingredient's food is matched to storage items by: the storage item's name key, read
 * without words in parentheses or after a comma ("tomatoes, chopped" → "tomatoes").
 */
export function foodKeyOf(food: string): string {
  return nameKeyOf(food.replace(/\([^)]*\)/g, ' ').split(',')[0] ?? food);
}

/**
 * The keys a storage item's name matches ingredients by: its own and its singular or plural
 * ("egg" matches "eggs", "tomatoes" matches "tomato"), so a suggestion does not miss a recipe
 * over a letter.
 */
export function matchKeysOf(nameKey: string): string[] {
  const keys = new Set([nameKey, `${nameKey}s`]);
  if (nameKey.endsWith('es')) keys.add(nameKey.slice(0, -2));
  if (nameKey.endsWith('s')) keys.add(nameKey.slice(0, -1));
  return [...keys].filter(Boolean);
}
