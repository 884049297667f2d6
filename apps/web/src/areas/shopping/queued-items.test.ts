import { describe, expect, it } from 'vitest';
import type { ShoppingItem, ShoppingList } from '@ordna/contract/shopping';
import { queuedWriteMaker } from '../../test/queued-write.test-kit';
import { SHOPPING_ADD, SHOPPING_CHECK, waitingItemIds, withQueuedShopping } from './queued-items';

const item = (id: string, name: string, checked = false): ShoppingItem => ({
  _id: id,
  listId: 'list',
  name,
  quantity: null,
  unit: null,
  checked,
  checkedAt: null,
  position: 0,
  foodItemId: null,
});

const list = (items: ShoppingItem[]) =>
  ({
    _id: 'list',
    name: 'Household',
    items,
    uncheckedCount: items.filter((each) => !each.checked).length,
  }) as ShoppingList;

const write = queuedWriteMaker('/shopping-item', SHOPPING_ADD);

describe('a list with the writes waiting on this device', () => {
  it('shows adds after everything and check-offs in the order made, an offline add checked off too', () => {
    const writes = [
      write(SHOPPING_CHECK, { shoppingItemId: 'milk', checked: true }),
      write(SHOPPING_ADD, { listId: 'list', line: '2 l oat milk' }, ['queued:a']),
      write(SHOPPING_CHECK, { shoppingItemId: 'queued:a', checked: true }),
      write(SHOPPING_ADD, { listId: 'other', line: 'tea' }, ['queued:b']),
    ];
    const shown = withQueuedShopping(list([item('milk', 'Milk'), item('eggs', 'Eggs')]), writes, {});

    expect(shown.items.map((each) => [each._id, each.name, each.checked])).toEqual([
      ['milk', 'Milk', true],
      ['eggs', 'Eggs', false],
      ['queued:a', 'oat milk', true],
    ]);
    expect(shown.items[2]).toMatchObject({ quantity: 2, unit: 'l' });
    expect(shown.uncheckedCount).toBe(1);
    expect([...waitingItemIds(shown, writes, {})].sort()).toEqual(['milk', 'queued:a']);
  });

  it('applies a check-off of an item made offline to its row once the server has named it', () => {
    const writes = [write(SHOPPING_CHECK, { shoppingItemId: 'queued:a', checked: true })];
    const fromServer = list([item('milk', 'Milk'), item('server-a', 'oat milk')]);

    const shown = withQueuedShopping(fromServer, writes, { 'queued:a': 'server-a' });

    expect(shown.items.find((each) => each._id === 'server-a')?.checked).toBe(true);
    expect([...waitingItemIds(fromServer, writes, { 'queued:a': 'server-a' })]).toEqual(['server-a']);
  });

  it('leaves the list as the server said when nothing waits', () => {
    const fromServer = list([item('milk', 'Milk')]);
    expect(withQueuedShopping(fromServer, [], {})).toBe(fromServer);
  });
});
