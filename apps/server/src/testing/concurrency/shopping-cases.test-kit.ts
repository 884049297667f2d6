import { expect } from 'vitest';
import type { ShoppingAdd, ShoppingList } from '@ordna/contract/shopping/answers';
import type { StorageItem } from '@ordna/contract/storage/answers';
import type { Client, WriteCase } from './concurrency.test-kit';

/** The shopping area's concurrency cases (docs/architecture.md, "Concurrent writes"). */

async function aList(client: Client, lines: string[]) {
  const listId = (await client.post<ShoppingList>('/shopping-list', { name: 'Food' })).data._id;
  const added =
    lines.length > 0
      ? await client.post<ShoppingAdd>('/shopping-item', { listId, items: lines.map((name) => ({ name })) })
      : null;
  return { listId, itemIds: added?.data.items.map((item) => item._id) ?? [] };
}

const listOf = async (client: Client, listId: string) =>
  (await client.get<ShoppingList>(`/shopping-list?listId=${listId}`)).data.items;

export const shoppingCases: Record<string, WriteCase> = {
  'POST /api/shopping-list/into-storage': {
    invariant: 'checked items go into storage once ("2 l milk" stays 2 l)',
    setUp: async (client) => {
      const { listId } = await aList(client, []);
      const added = await client.post<ShoppingAdd>('/shopping-item', { listId, line: '2 l milk' });
      await client.put('/shopping-item', { shoppingItemId: added.data.items[0]!._id, checked: true });
      const storageGroupId = (await client.post<{ _id: string }>('/storage-group', { name: 'Fridge' })).data._id;
      return {
        call: () => ({ method: 'POST', url: '/shopping-list/into-storage', payload: { listId, storageGroupId } }),
        check: async (reader, answers) => {
          expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
          expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.code)).toEqual(
            answers.slice(1).map(() => 'shopping.nothingChecked'),
          );
          const stored = (await reader.get<StorageItem[]>(`/storage-item?storageGroupId=${storageGroupId}`)).data;
          expect(stored.map((item) => [item.name, item.quantity, item.unit])).toEqual([['milk', 2, 'l']]);
          expect(await listOf(reader, listId)).toEqual([]);
        },
      };
    },
  },

  'POST /api/shopping-item': {
    invariant:
      'every add lands: new foods numbered one after another, the same food merged into one row holding every amount',
    setUp: async (client) => {
      const { listId } = await aList(client, ['bread']);
      const fruit = ['apples', 'pears', 'plums', 'figs', 'kiwis', 'limes'];
      return {
        call: (i) => ({
          method: 'POST',
          url: '/shopping-item',
          payload: { listId, items: [{ name: fruit[i]! }, { name: 'milk', quantity: 1, unit: 'l' }] },
        }),
        check: async (reader, _answers, n) => {
          const items = await listOf(reader, listId);
          expect(items).toHaveLength(n + 2);
          expect(items.filter((item) => item.name === 'milk').map((item) => [item.quantity, item.unit])).toEqual([
            [n, 'l'],
          ]);
          expect(items.map((item) => item.position).sort((a, b) => a - b)).toEqual(items.map((_, i) => i));
        },
      };
    },
  },

  'PUT /api/shopping-item': {
    invariant: 'moves keep one order (positions 0…n−1), and an item checked off at once is checked once',
    setUp: async (client) => {
      const { listId, itemIds } = await aList(client, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
      return {
        // Half the calls move different items to the top, half check the first item off.
        call: (i) => ({
          method: 'PUT',
          url: '/shopping-item',
          payload:
            i % 2 === 0
              ? { shoppingItemId: itemIds[i + 1]!, position: 0 }
              : { shoppingItemId: itemIds[0]!, checked: true },
        }),
        check: async (reader) => {
          const items = await listOf(reader, listId);
          expect(items.map((item) => item.position).sort((a, b) => a - b)).toEqual(items.map((_, i) => i));
          expect(items.find((item) => item._id === itemIds[0])!.checked).toBe(true);
        },
      };
    },
  },
};
