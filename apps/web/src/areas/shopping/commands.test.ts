import { describe, expect, it } from 'vitest';
import { parseQuantityLine } from '@ordna/contract/kernel/quantities';
import type { ShoppingItem } from '@ordna/contract/shopping';
import type { CommandApi } from '../../shared/area';
import { ApiError } from '../../api/client';
import { commandContext } from '../../test/command-context.test-kit';
import { completeLine, runLine } from '../console/public';
import shoppingCommands from './commands';

/** The shopping API as `sl` uses it, in memory: two lists, the first the default. */
function shoppingApi({ failWrites = false } = {}) {
  const lists = [
    { _id: 'l1', name: 'Groceries', itemCount: 0, uncheckedCount: 0 },
    { _id: 'l2', name: 'Hardware', itemCount: 1, uncheckedCount: 1 },
  ];
  const items: ShoppingItem[] = [
    {
      _id: 'i0',
      listId: 'l2',
      name: 'nails',
      quantity: 100,
      unit: null,
      checked: false,
      checkedAt: null,
      position: 0,
      foodItemId: null,
    },
  ];
  const api: CommandApi = {
    get: async <T>(path: string, params?: Record<string, unknown>) => {
      if (path === '/shopping-list' && params?.listId) {
        const list = lists.find((each) => each._id === params.listId)!;
        return { ...list, items: items.filter((item) => item.listId === list._id) } as T;
      }
      if (path === '/shopping-list') return lists as T;
      throw new Error(`unexpected GET ${path}`);
    },
    post: async <T>(_path: string, body?: unknown) => {
      if (failWrites) throw new ApiError('A shopping item needs a name.', 400, false, 'shopping.itemNameRequired');
      const read = parseQuantityLine((body as { line: string }).line);
      const item = {
        ...read,
        _id: `i${items.length}`,
        listId: 'l1',
        checked: false,
        checkedAt: null,
        position: 0,
        foodItemId: null,
      };
      items.push(item);
      return { listId: 'l1', items: [item] } as T;
    },
    put: async () => {
      throw new Error('unexpected PUT');
    },
    signOut: async () => {},
  };
  return { api, items };
}

const setUp = (options?: { failWrites?: boolean }) => {
  const shopping = shoppingApi(options);
  return { ...shopping, ...commandContext({ commands: shoppingCommands, api: shopping.api }) };
};

describe('sl', () => {
  it('adds a line to the default list as it was typed, and shows what is left to buy', async () => {
    const { context } = setUp();
    expect(await runLine('sl add milk 2 l', context)).toEqual([
      { text: 'Added 2 l milk to Groceries', tone: 'success' },
    ]);
    expect(await runLine('sl show', context)).toEqual([{ text: 'Groceries' }, { text: '  2 l milk' }]);
    expect(await runLine('sl show hardware', context)).toEqual([{ text: 'Hardware' }, { text: '  100 nails' }]);
  });

  it('answers each mistake in its own words', async () => {
    const { context } = setUp({ failWrites: true });
    expect(await runLine('sl add', context)).toEqual([
      { text: 'Say what to add, e.g. sl add 2 l milk', tone: 'error' },
    ]);
    expect(await runLine('sl add 2 l', context)).toEqual([
      { text: 'Could not add the item', tone: 'error' },
      { text: 'A shopping item needs a name.', tone: 'muted' },
    ]);
    expect(await runLine('sl show garden', context)).toEqual([
      { text: 'No shopping list by that name.', tone: 'error' },
    ]);
    expect(await runLine('sl dance', context)).toEqual([{ text: 'No matching command found', tone: 'error' }]);
  });

  it('completes list names after show', async () => {
    const { context } = setUp();
    expect(await completeLine('sl show gr', context)).toEqual({ line: 'sl show Groceries ', options: [] });
  });
});
