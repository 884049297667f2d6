import { describe, expect, it } from 'vitest';
import type { ShoppingItem, ShoppingList } from '@ordna/contract/shopping';
import { listAsText } from './list-text';

const item = (name: string, quantity: number | null, unit: string | null, checked = false): ShoppingItem => ({
  _id: name,
  listId: 'l',
  name,
  quantity,
  unit,
  checked,
  checkedAt: checked ? 1 : null,
  position: 0,
  foodItemId: null,
});

describe('a list as plain text', () => {
  it('names the list and writes what is left to buy as people write it', () => {
    const list: ShoppingList = {
      _id: 'l',
      name: 'Weekend',
      categoryOrder: [],
      itemCount: 4,
      uncheckedCount: 3,
      items: [item('milk', 1.5, 'l'), item('eggs', 6, null), item('salt', null, null), item('bread', 1, null, true)],
    };
    expect(listAsText(list)).toBe('Weekend\n- 1 ½ l milk\n- 6 eggs\n- salt');
  });
});
