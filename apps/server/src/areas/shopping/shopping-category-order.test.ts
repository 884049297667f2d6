import { describe, expect, it } from 'vitest';
import { FOOD_CATEGORIES } from '@ordna/contract/kernel/food-categories';
import type { ShoppingAdd, ShoppingList } from '@ordna/contract/shopping';
import { shoppingListAnswer } from '@ordna/contract/shopping/answers';
import { shoppingRefusals } from '@ordna/contract/shopping/refusals';
import { personClient } from '../../testing/people.test-kit';
import { signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';

type Client = ReturnType<typeof personClient>;
let me: Client;
const t = useTestApp(async ({ app }) => {
  me = personClient(app, await signUp(app));
});

async function listWith(name: string, lines: string[]) {
  const listId = (await me.post<ShoppingList>('/shopping-list', { name })).data._id;
  const ids: Record<string, string> = {};
  for (const line of lines) {
    const added = await me.post<ShoppingAdd>('/shopping-item', { listId, line });
    ids[line] = added.data.items[0]!._id;
  }
  return { listId, ids };
}
const orderOf = async (listId: string) =>
  shoppingListAnswer.parse((await me.get<ShoppingList>(`/shopping-list?listId=${listId}`)).data).categoryOrder;

describe("a list's category order", () => {
  it('starts in the built-in order and learns from the order things are checked off', async () => {
    const { listId, ids } = await listWith('Learning', ['milk', 'onions', 'bread']);
    expect(await orderOf(listId)).toEqual([...FOOD_CATEGORIES]);
    // In this shop the dairy comes first, then the vegetables, then the bakery.
    await me.put('/shopping-item', { shoppingItemId: ids.milk, checked: true });
    t.clock.advance(60_000);
    await me.put('/shopping-item', { shoppingItemId: ids.onions, checked: true });
    t.clock.advance(60_000);
    await me.put('/shopping-item', { shoppingItemId: ids.bread, checked: true });
    expect((await orderOf(listId)).slice(0, 3)).toEqual(['dairy', 'produce', 'bakery']);
  });

  it('is set by the person, and refuses unknown or repeated categories', async () => {
    const { listId } = await listWith('Set', ['milk']);
    const set = await me.put<ShoppingList>('/shopping-list/category-order', {
      listId,
      categoryOrder: ['household', 'drinks'],
    });
    expect(set.status).toBe(200);
    expect(set.data.categoryOrder.slice(0, 3)).toEqual(['household', 'drinks', 'produce']);
    expect(await orderOf(listId)).toEqual(set.data.categoryOrder);
    for (const categoryOrder of [['sweets'], ['dairy', 'dairy']]) {
      const bad = await me.put('/shopping-list/category-order', { listId, categoryOrder });
      expect([bad.status, bad.code]).toEqual([400, shoppingRefusals.categoryOrderInvalid.code]);
    }
  });

  it('keeps every category once when two check-offs teach it at once', async () => {
    const { listId, ids } = await listWith('At once', ['bread', 'milk', 'onions']);
    await me.put('/shopping-item', { shoppingItemId: ids.bread, checked: true });
    await Promise.all([
      me.put('/shopping-item', { shoppingItemId: ids.milk, checked: true }),
      me.put('/shopping-item', { shoppingItemId: ids.onions, checked: true }),
    ]);
    const order = await orderOf(listId);
    expect([...order].sort()).toEqual([...FOOD_CATEGORIES].sort());
    // Whichever came second was learnt after the other, the first after the bread.
    expect(order.indexOf('bakery')).toBeLessThan(Math.min(order.indexOf('dairy'), order.indexOf('produce')));
  });
});
