import { describe, expect, it } from 'vitest';
import { categoryOfFood, completeCategoryOrder, learnCategoryOrder } from './food-categories';
import { foodKeyOf, readFoodLine } from './foods';

describe('readFoodLine', () => {
  it('keeps preparation after a comma as the note', () => {
    expect(readFoodLine('onion, finely chopped 1')).toEqual({
      quantity: 1,
      unit: null,
      food: 'onion',
      note: 'finely chopped',
    });
    expect(readFoodLine('1 onion, finely chopped')).toEqual({
      quantity: 1,
      unit: null,
      food: 'onion',
      note: 'finely chopped',
    });
  });

  it('reads preparation words in front of the food into the note', () => {
    expect(readFoodLine('200 g crumbled feta')).toEqual({ quantity: 200, unit: 'g', food: 'feta', note: 'crumbled' });
    expect(readFoodLine('2 finhackade gula lökar')).toMatchObject({
      quantity: 2,
      food: 'gula lökar',
      note: 'finhackade',
    });
    expect(readFoodLine('1 dl riven ost')).toEqual({ quantity: 1, unit: 'dl', food: 'ost', note: 'riven' });
  });

  it('reads a can size in parentheses as a note, not as the amount', () => {
    expect(readFoodLine('(400 g) crushed tomatoes 2 can')).toEqual({
      quantity: 2,
      unit: 'can',
      food: 'tomatoes',
      note: 'crushed, 400 g',
    });
    expect(readFoodLine('2 cans (400 g) chopped tomatoes')).toMatchObject({
      quantity: 2,
      unit: 'can',
      food: 'tomatoes',
    });
  });

  it('keeps a line that is only a word as its food', () => {
    expect(readFoodLine('salt')).toEqual({ quantity: null, unit: null, food: 'salt', note: '' });
    expect(readFoodLine('ground')).toMatchObject({ food: 'ground' });
  });
});

describe('foodKeyOf', () => {
  it('gives a food and its plural one key, in case and in both languages', () => {
    expect(foodKeyOf('Onions')).toBe(foodKeyOf('onion'));
    expect(foodKeyOf('lökar')).toBe(foodKeyOf('Lök'));
    expect(foodKeyOf('tomater')).toBe(foodKeyOf('tomat'));
    expect(foodKeyOf('gurkor')).toBe(foodKeyOf('gurka'));
    expect(foodKeyOf('äpplen')).toBe(foodKeyOf('äpple'));
    expect(foodKeyOf('potatisar')).toBe(foodKeyOf('potatis'));
    expect(foodKeyOf('tomatoes')).toBe(foodKeyOf('tomato'));
    expect(foodKeyOf('berries')).toBe(foodKeyOf('berry'));
    expect(foodKeyOf('peppers')).toBe(foodKeyOf('pepper'));
    expect(foodKeyOf('eggs')).toBe(foodKeyOf('egg'));
    expect(foodKeyOf('onion, sliced')).toBe(foodKeyOf('onion'));
  });

  it('keeps different foods apart', () => {
    expect(foodKeyOf('milk')).not.toBe(foodKeyOf('oat milk'));
    expect(foodKeyOf('butter')).not.toBe(foodKeyOf('milk'));
  });
});

describe('categoryOfFood', () => {
  it('finds foods in both languages, and by their last word', () => {
    expect(categoryOfFood('milk')).toBe('dairy');
    expect(categoryOfFood('Mjölk')).toBe('dairy');
    expect(categoryOfFood('onions')).toBe('produce');
    expect(categoryOfFood('lökar')).toBe('produce');
    expect(categoryOfFood('red onions')).toBe('produce');
    expect(categoryOfFood('crushed tomatoes')).toBe('dry');
    expect(categoryOfFood('rye bread')).toBe('bakery');
    expect(categoryOfFood('toalettpapper')).toBe('household');
    expect(categoryOfFood('kycklingfilé')).toBe('meat');
    expect(categoryOfFood('widgets')).toBe('other');
  });
});

describe('category order', () => {
  it('completes a partial order and drops unknown names', () => {
    const order = completeCategoryOrder(['dairy', 'nonsense', 'dairy']);
    expect(order[0]).toBe('dairy');
    expect(order).toHaveLength(9);
  });

  it('moves a category checked right after another to just after it', () => {
    const order = completeCategoryOrder([]);
    const learned = learnCategoryOrder(order, 'dairy', 'produce');
    expect(learned.indexOf('produce')).toBe(learned.indexOf('dairy') + 1);
    expect(learned.slice(0, 3)).toEqual(['bakery', 'dairy', 'produce']);
    expect(learnCategoryOrder(learned, 'produce', 'dairy').slice(0, 3)).toEqual(['bakery', 'produce', 'dairy']);
    expect(learnCategoryOrder(order, 'produce', 'dairy')).toEqual(order);
  });
});
