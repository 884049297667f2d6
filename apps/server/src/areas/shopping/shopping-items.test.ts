import { describe, expect, it } from 'vitest';
import type { User } from '@ordna/contract/auth';
import type { ShoppingAdd, ShoppingList, ShoppingListSummary, ShoppingSuggestion } from '@ordna/contract/shopping';
import { shoppingAddAnswer, shoppingItemAnswer, shoppingListAnswer } from '@ordna/contract/shopping/answers';
import { shoppingRefusals } from '@ordna/contract/shopping/refusals';
import type { StorageGroup, StorageItem } from '@ordna/contract/storage';
import { personClient } from '../../testing/people.test-kit';
import { signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { storageItemsOf, takeFromStorage } from '../storage/public';
import { addToShoppingList } from './public';

type Client = ReturnType<typeof personClient>;
let meUser: User;
let me: Client;
let other: Client;
const t = useTestApp(async ({ app }) => {
  meUser = await signUp(app);
  me = personClient(app, meUser);
  other = personClient(app, await signUp(app));
});

async function newList(client: Client, name: string): Promise<string> {
  return (await client.post<ShoppingList>('/shopping-list', { name })).data._id;
}

describe('adding to a shopping list', () => {
  it('reads a typed line either way round, and goes to the default list without one', async () => {
    const first = await me.post<ShoppingAdd>('/shopping-item', { line: '2 l milk' });
    expect(first.status).toBe(201);
    expect(shoppingAddAnswer.parse(first.data).items).toEqual([
      expect.objectContaining({ name: 'milk', quantity: 2, unit: 'l', checked: false, position: 0, foodItemId: null }),
    ]);
    const lists = await me.get<ShoppingListSummary[]>('/shopping-list');
    expect(lists.data).toEqual([{ _id: first.data.listId, name: 'Shopping list', itemCount: 1, uncheckedCount: 1 }]);
    const second = await me.post<ShoppingAdd>('/shopping-item', { listId: first.data.listId, line: 'oat milk 1,5 dl' });
    expect(second.data.items[0]).toMatchObject({ name: 'oat milk', quantity: 1.5, unit: 'dl', position: 1 });
  });

  it('follows the defaultShoppingList preference', async () => {
    const weekend = await newList(me, 'Weekend');
    await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/${meUser._id}`,
      headers: { 'x-access-token': meUser.access.token },
      payload: { preferences: { defaultShoppingList: weekend } },
    });
    const added = await addToShoppingList(t.db, meUser._id, 'default', [
      { name: 'eggs', quantity: 6, unit: null, foodItemId: null },
      { name: 'salt', quantity: null, unit: null, foodItemId: null },
    ]);
    expect(added).toEqual({ listId: weekend, added: 2 });
  });

  it('refuses an empty line, a missing name and another person’s list', async () => {
    expect(await me.post('/shopping-item', { line: '2 l' })).toMatchObject({
      status: 400,
      code: shoppingRefusals.itemNameRequired.code,
    });
    expect(await me.post('/shopping-item', {})).toMatchObject({ status: 400, code: shoppingRefusals.whatToAdd.code });
    const mine = await newList(me, 'Private');
    expect(await other.post('/shopping-item', { listId: mine, line: 'milk' })).toMatchObject({
      status: 404,
      code: shoppingRefusals.listNotFound.code,
    });
    expect((await other.get(`/shopping-list?listId=${mine}`)).status).toBe(404);
  });
});

describe('checking off', () => {
  it('stamps checkedAt, undoes, and suggests what was bought', async () => {
    const listId = await newList(me, 'Checks');
    const added = await me.post<ShoppingAdd>('/shopping-item', { listId, line: 'Bananas 6' });
    const itemId = added.data.items[0]!._id;
    const checked = await me.put('/shopping-item', { shoppingItemId: itemId, checked: true });
    expect(shoppingItemAnswer.parse(checked.data)).toMatchObject({ checked: true, checkedAt: expect.any(Number) });
    const undone = await me.put('/shopping-item', { shoppingItemId: itemId, checked: false });
    expect(undone.data).toMatchObject({ checked: false, checkedAt: null });
    const suggestions = await me.get<ShoppingSuggestion[]>('/shopping-item/suggestion?query=ban');
    expect(suggestions.data[0]).toMatchObject({ name: 'Bananas', quantity: 6, source: 'bought' });
    expect((await other.get<ShoppingSuggestion[]>('/shopping-item/suggestion?query=ban')).data).toEqual([]);
  });

  it('moves an item to a position and numbers the list again', async () => {
    const listId = await newList(me, 'Order');
    const added = await me.post<ShoppingAdd>('/shopping-item', {
      listId,
      items: [{ name: 'a' }, { name: 'b' }, { name: 'c' }],
    });
    await me.put('/shopping-item', { shoppingItemId: added.data.items[2]!._id, position: 0 });
    const list = await me.get<ShoppingList>(`/shopping-list?listId=${listId}`);
    expect(shoppingListAnswer.parse(list.data).items.map((item) => [item.name, item.position])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
    ]);
  });
});

describe('checked items into storage', () => {
  it('adds to a matching item in a unit that adds up, makes new items otherwise, and empties the list of them', async () => {
    const group = await me.post<StorageGroup>('/storage-group', { name: 'Fridge' });
    const storageGroupId = group.data._id;
    const milk = await me.post<StorageItem>('/storage-item', { storageGroupId, name: 'Milk', quantity: 1, unit: 'l' });
    await me.post('/storage-item', { storageGroupId, name: 'Butter', quantity: 1, unit: 'pkg' });
    const listId = await newList(me, 'Into storage');
    const added = await me.post<ShoppingAdd>('/shopping-item', {
      listId,
      items: [
        { name: 'milk', quantity: 5, unit: 'dl' },
        { name: 'butter', quantity: 250, unit: 'g' },
        { name: 'Eggs', quantity: 6 },
        { name: 'Not bought' },
      ],
    });
    for (const item of added.data.items.slice(0, 3)) {
      await me.put('/shopping-item', { shoppingItemId: item._id, checked: true });
    }
    const moved = await me.post('/shopping-list/into-storage', { listId, storageGroupId });
    expect(moved).toMatchObject({ status: 200, data: { moved: 3, addedTo: 1, created: 2 } });

    const items = (await me.get<StorageItem[]>(`/storage-item?storageGroupId=${storageGroupId}`)).data;
    // Butter and butter share a name key, so their order is the ids'; compare them sorted.
    expect(items.map((item) => [item.name, item.quantity, item.unit]).sort()).toEqual([
      ['Butter', 1, 'pkg'],
      ['Eggs', 6, ''],
      ['Milk', 1.5, 'l'],
      ['butter', 250, 'g'],
    ]);
    const left = await me.get<ShoppingList>(`/shopping-list?listId=${listId}`);
    expect(left.data.items.map((item) => item.name)).toEqual(['Not bought']);
    expect(await me.post('/shopping-list/into-storage', { listId, storageGroupId })).toMatchObject({
      status: 400,
      code: shoppingRefusals.nothingChecked.code,
    });
    expect((await other.post('/shopping-list/into-storage', { listId, storageGroupId })).status).toBe(404);

    // What recipes and drinks read and take.
    const seen = await storageItemsOf(t.db, meUser._id);
    expect(seen.find((item) => item.id === milk.data._id)).toMatchObject({ nameKey: 'milk', quantity: 1.5, unit: 'l' });
    await takeFromStorage(t.db, meUser._id, [{ storageItemId: milk.data._id, quantity: 2 }]);
    expect((await me.get<StorageItem>(`/storage-item?storageItemId=${milk.data._id}`)).data.quantity).toBe(0);
  });
});
