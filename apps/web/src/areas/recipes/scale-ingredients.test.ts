import { describe, expect, it } from 'vitest';
import type { Ingredient } from '@ordna/contract/recipes';
import { scaledLine, scaleFactor } from './scale-ingredients';

const ingredient = (line: string, quantity: number | null, unit: string | null, food: string): Ingredient => ({
  line,
  quantity,
  unit,
  food,
  note: '',
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

  it('writes fractions one way at every size, and keeps lines without an amount as written', () => {
    const flour = ingredient('1 1/2 cups flour', 1.5, 'cup', 'flour');
    expect(scaledLine(flour, 1)).toBe('1 ½ cups flour');
    expect(scaledLine(flour, 0.5)).toBe('¾ cup flour');
    expect(scaledLine(ingredient('salt to taste', null, null, 'salt to taste'), 3)).toBe('salt to taste');
  });

  it('keeps the rest of the line as written and gives the unit the number of the new amount', () => {
    const garlic = ingredient('3 cloves garlic, finely chopped', 3, 'clove', 'garlic');
    expect(scaledLine(garlic, 1.5)).toBe('4 ½ cloves garlic, finely chopped');
    expect(scaledLine(garlic, 1 / 6)).toBe('½ clove garlic, finely chopped');
    expect(scaledLine(ingredient('1 klyfta vitlök', 1, 'clove', 'vitlök'), 2)).toBe('2 klyftor vitlök');
    expect(scaledLine(ingredient('400 g crushed tomatoes', 400, 'g', 'crushed tomatoes'), 0.5)).toBe(
      '200 g crushed tomatoes',
    );
    // Read from the end of the line: written from its parts, the unit in the right number.
    expect(scaledLine(ingredient('garlic 2 cloves', 2, 'clove', 'garlic'), 0.5)).toBe('1 clove garlic');
  });

  it('uses a decimal comma in Swedish and counts a recipe without servings as one', () => {
    expect(scaledLine(ingredient('1 l water', 1, 'l', 'water'), 1.15, { decimalSeparator: ',' })).toBe('1,15 l water');
    expect(scaleFactor(null, 3)).toBe(3);
  });
});
