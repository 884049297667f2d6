import { describe, expect, it } from 'vitest';
import { FOOD_CATEGORIES } from '@ordna/contract/kernel/food-categories';
import type { ShoppingItem, ShoppingList } from '@ordna/contract/shopping';
import { groupedByCategory } from './grouped-items';
import { settlePending } from './pending-items';
import { movedCategory } from './use-category-order';

const item = (_id: string, name: string, quantity: number | null = null, unit: string | null = null): ShoppingItem => ({
  _id,
  listId: 'l',
  name,
  quantity,
  unit,
  checked: false,
  checkedAt: null,
  position: 0,
  foodItemId: null,
});

describe('a list by category', () => {
  it('groups what is left to buy in the list’s order, keeping the person’s order inside each', () => {
    const items = [item('1', 'milk'), item('2', 'onions'), item('3', 'widgets'), item('4', 'lök'), item('5', 'Mjölk')];
    const groups = groupedByCategory(items, ['dairy']);
    expect(groups.map((group) => [group.category, group.items.map((one) => one.name)])).toEqual([
      ['dairy', ['milk', 'Mjölk']],
      ['produce', ['onions', 'lök']],
      ['other', ['widgets']],
    ]);
  });

  it('moves a category past the next one shown, whatever lies between them unseen', () => {
    const order = [...FOOD_CATEGORIES];
    const moved = movedCategory(order, ['produce', 'dairy', 'other'], 'produce', 1);
    expect(moved.indexOf('produce')).toBe(moved.indexOf('dairy') + 1);
    expect(movedCategory(order, ['produce', 'dairy'], 'produce', -1)).toEqual(order);
  });
});

describe('an add the server merged', () => {
  it('updates the row it merged into where it stands, and drops the waiting row', () => {
    const list: ShoppingList = {
      _id: 'l',
      name: 'Week',
      itemCount: 3,
      uncheckedCount: 3,
      categoryOrder: [],
      items: [item('1', 'milk', 2, 'l'), item('2', 'bread'), item('pending:9', 'milk', 500, 'ml')],
    };
    const settled = settlePending(list, new Set(['pending:9']), [item('1', 'milk', 2.5, 'l')]);
    expect(settled.items.map((one) => [one._id, one.quantity, one.unit])).toEqual([
      ['1', 2.5, 'l'],
      ['2', null, null],
    ]);
  });
});
