import { describe, expect, it } from 'vitest';
import type { ShoppingAdd, ShoppingList } from '@ordna/contract/shopping';
import { personClient } from '../../testing/people.test-kit';
import { signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';

type Client = ReturnType<typeof personClient>;
let me: Client;
useTestApp(async ({ app }) => {
  me = personClient(app, await signUp(app));
});

async function newList(name: string): Promise<string> {
  return (await me.post<ShoppingList>('/shopping-list', { name })).data._id;
}
const add = (listId: string, line: string) => me.post<ShoppingAdd>('/shopping-item', { listId, line });
async function rowsOf(listId: string) {
  const list = await me.get<ShoppingList>(`/shopping-list?listId=${listId}`);
  return list.data.items.map((item) => [item.name, item.quantity, item.unit]);
}

describe('the same food added twice', () => {
  it('merges into one row, summing amounts whose units convert', async () => {
    const listId = await newList('Merging');
    await add(listId, '2 l milk');
    const again = await add(listId, '500 ml Milk');
    expect(again.status).toBe(201);
    expect(again.data.items).toEqual([
      expect.objectContaining({ name: 'milk', quantity: 2.5, unit: 'l', position: 0 }),
    ]);
    await add(listId, 'Onions');
    await add(listId, '1 onion');
    await add(listId, 'lök');
    await add(listId, '2 lökar');
    await add(listId, 'bread');
    await add(listId, 'bread');
    expect(await rowsOf(listId)).toEqual([
      ['milk', 2.5, 'l'],
      ['Onions', 1, null],
      ['lök', 2, null],
      ['bread', null, null],
    ]);
  });

  it('keeps amounts apart when their units do not convert, and leaves checked-off rows alone', async () => {
    const listId = await newList('Apart');
    await add(listId, '2 cans tomatoes');
    await add(listId, 'tomatoes 400 g');
    const milk = (await add(listId, '1 l milk')).data.items[0]!;
    await me.put('/shopping-item', { shoppingItemId: milk._id, checked: true });
    await add(listId, '1 l milk');
    await add(listId, '1 dl milk');
    expect(await rowsOf(listId)).toEqual([
      ['tomatoes', 2, 'can'],
      ['tomatoes', 400, 'g'],
      ['milk', 1, 'l'],
      ['milk', 1.1, 'l'],
    ]);
  });

  it('merges things added in one call with each other', async () => {
    const listId = await newList('One call');
    const added = await me.post<ShoppingAdd>('/shopping-item', {
      listId,
      items: [
        { name: 'butter', quantity: 250, unit: 'g' },
        { name: 'eggs', quantity: 6 },
        { name: 'Butter', quantity: 0.5, unit: 'kg' },
      ],
    });
    expect(added.data.items.map((item) => [item.name, item.quantity, item.unit])).toEqual([
      ['butter', 750, 'g'],
      ['eggs', 6, null],
    ]);
  });

  it('adds once per call when two people add the same food at once', async () => {
    const listId = await newList('At once');
    const [first, second] = await Promise.all([add(listId, '1 l milk'), add(listId, '1 l milk')]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await rowsOf(listId)).toEqual([['milk', 2, 'l']]);
  });
});
