import { describe, expect, it } from 'vitest';
import type { Ingredient } from '@ordna/contract/recipes';
import { scaledLine, scaleFactor } from './scale-ingredients';

const ingredient = (line: string, quantity: number | null, unit: string | null, food: string): Ingredient => ({
  line,
  quantity,
  unit,
  food,
  foodItemId: null,
});

describe('scaling a recipe', () => {
  const milk = ingredient('2 dl milk', 2, 'dl', 'milk');
  it('writes amounts as people do: halves, thirds, whole numbers', () => {
    expect(scaledLine(milk, scaleFactor(4, 1))).toBe('½ dl milk');
    expect(scaledLine(milk, scaleFactor(3, 2))).toBe('1 ⅓ dl milk');
    expect(scaledLine(milk, scaleFactor(2, 6))).toBe('6 dl milk');
    expect(scaledLine(ingredient('3 eggs', 3, null, 'eggs'), scaleFactor(4, 2))).toBe('1 ½ eggs');
  });

  it('keeps the line as written at the recipe’s size and for lines without an amount', () => {
    expect(scaledLine(ingredient('1 1/2 cups flour', 1.5, 'cup', 'flour'), 1)).toBe('1 1/2 cups flour');
    expect(scaledLine(ingredient('salt to taste', null, null, 'salt to taste'), 3)).toBe('salt to taste');
  });

  it('uses a decimal comma in Swedish and counts a recipe without servings as one', () => {
    expect(scaledLine(ingredient('1 l water', 1, 'l', 'water'), 1.15, { decimalSeparator: ',' })).toBe('1,15 l water');
    expect(scaleFactor(null, 3)).toBe(3);
  });
});
