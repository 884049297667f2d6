import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShoppingAdd, ShoppingList } from '@ordna/contract/shopping';
import type { StorageGroup } from '@ordna/contract/storage';
import { dashboardAnswer, type DashboardAnswer } from '@ordna/contract/dashboard';
import type { User } from '@ordna/contract/auth';
import { personClient } from '../../testing/people.test-kit';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.test-kit';

let t: TestApp;
/** A person's client with their user and the dashboard's answer parsed by its schema. */
function client(user: User) {
  const calls = personClient(t.app, user);
  const dashboard = async (query: string): Promise<DashboardAnswer> =>
    dashboardAnswer.parse((await calls.get<DashboardAnswer>(`/dashboard?${query}`)).data);
  return { ...calls, user, dashboard };
}

let ann: ReturnType<typeof client>;
let bob: ReturnType<typeof client>;

beforeAll(async () => {
  // Tokens outlive the day the test moves its clock over.
  t = await createTestApp({ accessTokenTtlMs: 7 * 24 * 3_600_000 });
  t.clock.set('2026-11-18T12:00:00Z');
  ann = client(await signUp(t.app, { timeZone: 'Europe/Stockholm' }));
  bob = client(await signUp(t.app, { timeZone: 'Europe/Stockholm' }));
});
afterAll(() => t.close());

describe('the shopping and storage dashboard sections', () => {
  it('list what was checked off in the span, on own and shared lists, and what expires by three days after it', async () => {
    const list = (await ann.post<ShoppingList>('/shopping-list', { name: 'Weekly' })).data._id;
    await ann.post('/share', { kind: 'shoppingList', id: list, username: bob.user.username, role: 'editor' });
    const added = await ann.post<ShoppingAdd>('/shopping-item', {
      listId: list,
      items: [{ name: 'milk', quantity: 2, unit: 'l' }, { name: 'bread' }],
    });
    await bob.put('/shopping-item', { shoppingItemId: added.data.items[0]!._id, checked: true });
    t.clock.set('2026-11-19T09:00:00Z');
    await ann.put('/shopping-item', { shoppingItemId: added.data.items[1]!._id, checked: true });

    const group = (await ann.post<StorageGroup>('/storage-group', { name: 'Fridge' })).data._id;
    await ann.post('/storage-item', { storageGroupId: group, name: 'Yoghurt', bestBefore: '2026-11-21' });
    await ann.post('/storage-item', { storageGroupId: group, name: 'Cheese', bestBefore: '2026-11-22' });
    await ann.post('/storage-item', { storageGroupId: group, name: 'Rice' });

    const day = await ann.dashboard('date=2026-11-18');
    expect(day.sections.shopping).toEqual({
      checked: [
        {
          _id: added.data.items[0]!._id,
          listId: list,
          listName: 'Weekly',
          name: 'milk',
          quantity: 2,
          unit: 'l',
          checkedAt: Date.parse('2026-11-18T12:00:00Z'),
        },
      ],
      more: false,
    });
    expect(day.sections.storage).toMatchObject({
      until: '2026-11-21',
      expiring: [{ name: 'Yoghurt', storageGroupName: 'Fridge' }],
    });

    const week = await bob.dashboard('date=2026-11-18&view=week');
    expect(week.sections.shopping?.checked.map((item) => item.name)).toEqual(['bread', 'milk']);
    expect(week.sections.storage).toMatchObject({ expiring: [] });
  });
});
