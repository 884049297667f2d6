import { describe, expect, it } from 'vitest';
import type { ShoppingListSummary } from '@ordna/contract/shopping';
import { defaultListOf } from './default-list';
import { withItem } from './use-shopping-items';

const list = (_id: string, role?: 'viewer' | 'editor'): ShoppingListSummary => ({
  _id,
  name: _id,
  itemCount: 0,
  uncheckedCount: 0,
  ...(role && { sharedBy: { shareId: `s-${_id}`, role, ownerName: 'ann' } }),
});

describe('the default list', () => {
  it('is the preferred list the person may add to, else the first own, else one shared to edit', () => {
    const lists = [list('a-viewed', 'viewer'), list('b-edited', 'editor'), list('c-own'), list('d-own')];
    expect(defaultListOf(lists, 'd-own')?._id).toBe('d-own');
    expect(defaultListOf(lists, 'b-edited')?._id).toBe('b-edited');
    expect(defaultListOf(lists, 'a-viewed')?._id).toBe('c-own');
    expect(defaultListOf(lists, null)?._id).toBe('c-own');
    expect(defaultListOf([list('a-viewed', 'viewer'), list('b-edited', 'editor')], 'gone')?._id).toBe('b-edited');
    expect(defaultListOf([list('a-viewed', 'viewer')], null)).toBeUndefined();
  });
});

describe('checking off in the cache', () => {
  it('changes the one item and counts what is left to buy', () => {
    const item = {
      listId: 'l',
      quantity: null,
      unit: null,
      position: 0,
      foodItemId: null,
      checkedAt: null,
      checked: false,
    };
    const before = {
      ...list('l'),
      categoryOrder: [],
      itemCount: 2,
      uncheckedCount: 2,
      items: [
        { ...item, _id: 'x', name: 'x' },
        { ...item, _id: 'y', name: 'y' },
      ],
    };
    const after = withItem(before, 'x', { checked: true, checkedAt: 5 });
    expect(after.items.map((each) => each.checked)).toEqual([true, false]);
    expect(after.uncheckedCount).toBe(1);
  });
});
