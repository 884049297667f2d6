import { nameKeyOf, parseQuantityLine } from '@ordna/contract/kernel/quantities';
import { toThousandths } from '@ordna/contract/kernel/thousandths';

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
    quantity: toThousandths(read.quantity),
    unit: read.unit,
    food,
    foodKey: foodKeyOf(food),
    foodItemId,
  };
}

/**
 * A name key without its plural ending ("eggs" → "egg", "tomatoes" → "tomato", "berries" →
 * "berry"), so "egg" in storage meets "3 eggs" in a recipe. Both sides are stemmed alike, so a
 * rough rule is enough: it only has to give the same key for a word and its plural.
 */
export function stemOf(key: string): string {
  if (key.endsWith('ies') && key.length > 4) return `${key.slice(0, -3)}y`;
  if (/(oes|xes|ches|shes|sses)$/.test(key)) return key.slice(0, -2);
  if (key.endsWith('s') && !key.endsWith('ss') && key.length > 3) return key.slice(0, -1);
  return key;
}

/**
 * The key an ingredient's food is matched to storage items by: the name key (as storage keeps
 * it), read without words in parentheses or after a comma ("tomatoes, chopped" → "tomatoes"),
 * stemmed.
 */
export function foodKeyOf(food: string): string {
  return stemOf(nameKeyOf(food.replace(/\([^)]*\)/g, ' ').split(',')[0] ?? food));
}

/** The key a storage item's name key matches ingredients' food keys by. */
export function matchKeyOf(nameKey: string): string {
  return stemOf(nameKey);
}
