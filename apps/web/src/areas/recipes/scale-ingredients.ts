import { formatAmount, knownUnit, parseQuantityLine, type FormatOptions } from '@ordna/contract/kernel/quantities';
import type { Ingredient } from '@ordna/contract/recipes';

/** How much to multiply a recipe's amounts by to make `servings` of it (a recipe without servings counts as 1). */
export function scaleFactor(recipeServings: number | null, servings: number): number {
  return servings / (recipeServings ?? 1);
}

/**
 * The written units whose number changes with the amount, as [one, several]: "1 clove" but
 * "4 ½ cloves", "1 klyfta" but "2 klyftor". Kept here, small and ours, since a general English and
 * Swedish inflector would be far larger than the few words recipes write before a food.
 */
const unitNumbers: [string, string][] = [
  ['cup', 'cups'],
  ['clove', 'cloves'],
  ['can', 'cans'],
  ['tin', 'tins'],
  ['slice', 'slices'],
  ['bunch', 'bunches'],
  ['pinch', 'pinches'],
  ['bottle', 'bottles'],
  ['package', 'packages'],
  ['pack', 'packs'],
  ['piece', 'pieces'],
  ['teaspoon', 'teaspoons'],
  ['tablespoon', 'tablespoons'],
  ['ounce', 'ounces'],
  ['pound', 'pounds'],
  ['liter', 'liters'],
  ['litre', 'litres'],
  ['gram', 'grams'],
  ['kilo', 'kilos'],
  ['klyfta', 'klyftor'],
  ['burk', 'burkar'],
  ['flaska', 'flaskor'],
  ['skiva', 'skivor'],
  ['nypa', 'nypor'],
  ['knippe', 'knippen'],
];
const severalOf = new Map(unitNumbers);
const oneOf = new Map(unitNumbers.map(([one, several]) => [several, one]));

/** `word` in the number `amount` asks for, keeping how it was written when it is not one we know. */
function unitFor(word: string, amount: number): string {
  const lower = word.toLowerCase();
  const changed = amount > 1 ? severalOf.get(lower) : oneOf.get(lower);
  if (!changed) return word;
  return word[0] === word[0]!.toUpperCase() ? changed[0]!.toUpperCase() + changed.slice(1) : changed;
}

/** How many leading words of `words` are the amount the line starts with (0 when it does not). */
function amountWords(words: string[], quantity: number): number {
  for (const used of [2, 1]) {
    const read = parseQuantityLine(words.slice(0, used).join(' '));
    if (read.quantity === quantity && read.name === '' && read.unit === null) return used;
  }
  return 0;
}

/**
 * An ingredient's line for `factor` times the recipe, amounts as people write them ("1 ⅓ dl
 * milk", "½ tsp salt") and written one way at every size (so "1 1/2 cups" reads "1 ½ cups" too).
 * The rest of the line stays as written ("garlic, finely chopped"), and a unit word takes the
 * number of the new amount ("4 ½ cloves", "½ clove"). A line without an amount reads as written.
 */
export function scaledLine(ingredient: Ingredient, factor: number, options: FormatOptions = {}): string {
  if (ingredient.quantity === null) return ingredient.line;
  const value = ingredient.quantity * factor;
  const amount = formatAmount(value, options);
  const words = ingredient.line.trim().split(/\s+/);
  const used = amountWords(words, ingredient.quantity);
  if (used > 0) {
    const rest = words.slice(used);
    const unitWord = rest[0] !== undefined && ingredient.unit !== null && knownUnit(rest[0]) === ingredient.unit;
    const written = unitWord ? [unitFor(rest[0]!, value), ...rest.slice(1)] : rest;
    return [amount, ...written].join(' ');
  }
  const unit = ingredient.unit === null ? null : unitFor(ingredient.unit, value);
  return [amount, unit, ingredient.food].filter(Boolean).join(' ');
}
