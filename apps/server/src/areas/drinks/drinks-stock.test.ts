import { describe, expect, it } from 'vitest';
import { canMakeOf, inStock, type Stock } from './drinks-stock';

const stock: Stock = new Map([
  ['gin', { id: 'gin', quantity: 0.7, unit: 'l' }],
  ['lime', { id: 'lime', quantity: 2, unit: '' }],
  ['empty', { id: 'empty', quantity: 0, unit: 'cl' }],
]);
const line = (foodItemId: string | null, amount: number | null = null, unit = '') => ({ foodItemId, amount, unit });

describe('whether a drink can be made', () => {
  it('reads an ingredient in stock when its item has enough, converting metric units', () => {
    expect(inStock(line('gin', 4, 'cl'), stock)).toBe(true);
    expect(inStock(line('gin', 80, 'cl'), stock)).toBe(false);
    expect(inStock(line('lime', 3), stock)).toBe(false);
    expect(inStock(line('lime', 1, 'wedge'), stock)).toBe(true);
    expect(inStock(line('empty'), stock)).toBe(false);
    expect(inStock(line('gone', 1), stock)).toBe(false);
    expect(inStock(line(null, 1), stock)).toBeNull();
  });

  it('needs every linked ingredient, and cannot say without one', () => {
    expect(canMakeOf([{ inStock: true }, { inStock: null }])).toBe(true);
    expect(canMakeOf([{ inStock: true }, { inStock: false }])).toBe(false);
    expect(canMakeOf([{ inStock: null }])).toBeNull();
    expect(canMakeOf([])).toBeNull();
  });
});
