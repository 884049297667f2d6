import { describe, expect, it } from 'vitest';
import { ingredientOf, ingredientsSummary, lineOf } from './ingredient-lines';

describe('ingredient lines', () => {
  it('read amounts and units before or after the name, keeping the storage link', () => {
    expect(ingredientOf({ text: '4 cl gin', foodItemId: 'g' })).toEqual({
      name: 'gin',
      amount: 4,
      unit: 'cl',
      foodItemId: 'g',
    });
    expect(ingredientOf({ text: 'Campari 3 cl', foodItemId: null })).toMatchObject({ name: 'Campari', amount: 3 });
    expect(ingredientOf({ text: 'orange peel', foodItemId: null })).toMatchObject({ amount: null, unit: '' });
    expect(ingredientOf({ text: '  ', foodItemId: null })).toBeNull();
  });

  it('write back as they read', () => {
    const ingredient = { name: 'gin', amount: 1.5, unit: 'cl', foodItemId: null, inStock: null };
    expect(lineOf(ingredient)).toEqual({ text: '1 ½ cl gin', foodItemId: null });
    expect(ingredientsSummary([ingredient, { ...ingredient, name: 'lime', amount: null, unit: '' }])).toBe(
      '1 ½ cl gin, lime',
    );
  });
});
