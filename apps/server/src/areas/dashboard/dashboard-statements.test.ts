import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Counter, CounterGroup } from '@ordna/contract/counters';
import type { NotesCollection } from '@ordna/contract/notes';
import type { ShoppingAdd, ShoppingList } from '@ordna/contract/shopping';
import type { StorageGroup } from '@ordna/contract/storage';
import { createCountingTestApp, type StatementCounter } from '../../testing/statement-count.test-kit';
import { signUp, type TestApp } from '../../testing/test-app.test-kit';
import { dashboardClient, type DashboardClient } from './dashboard.test-kit';

/**
 * What one dashboard call may cost the database, with something in every section: the person's
 * preferences, then every section's rows in one statement (and on PostgreSQL the session, which
 * SQLite keeps for a few seconds).
 */
const STATEMENTS_MAX = 5;

let t: TestApp & { statements: StatementCounter };
let ann: DashboardClient;

beforeAll(async () => {
  t = await createCountingTestApp({ accessTokenTtlMs: 7 * 24 * 3_600_000 });
  t.clock.set('2026-11-18T12:00:00Z');
  ann = dashboardClient(t.app, await signUp(t.app, { timeZone: 'Europe/Stockholm' }));
  const bob = dashboardClient(t.app, await signUp(t.app, { timeZone: 'Europe/Stockholm' }));

  const work = await ann.group('Work');
  await ann.stamp(work, 'Code', '2026-11-18T08:00:00Z', '2026-11-18T10:00:00Z');
  await ann.stamp(work, 'Running', '2026-11-18T11:00:00Z');
  const journal = await ann.group('Journal');
  await ann.stamp(journal, 'Entry', '2026-11-18T07:00:00Z', '2026-11-18T07:00:00Z', 'Slept well');
  expect((await ann.put(`/auth/user/${ann.user._id}`, { preferences: { journalGroup: journal } })).status).toBe(200);

  const diary = (await ann.post<NotesCollection>('/notes-collection', { name: 'Diary', questions: ['Sleep?'] })).data;
  await ann.post('/note', { notesCollectionId: diary._id, name: 'Today', effectiveDate: '2026-11-18' });
  const bobs = (await bob.post<NotesCollection>('/notes-collection', { name: 'Bob', questions: ['Mood?'] })).data;
  await bob.post('/share', { kind: 'notesCollection', id: bobs._id, username: ann.user.username, role: 'viewer' });

  const health = (await ann.post<CounterGroup>('/counter-group', { name: 'Health' })).data;
  const water = (await ann.post<Counter>('/counter', { counterGroupId: health._id, name: 'Water' })).data;
  await ann.put('/counter', { counterId: water._id, change: 2 });

  const list = (await ann.post<ShoppingList>('/shopping-list', { name: 'Weekly' })).data;
  const added = await ann.post<ShoppingAdd>('/shopping-item', { listId: list._id, items: [{ name: 'milk' }] });
  await ann.put('/shopping-item', { shoppingItemId: added.data.items[0]!._id, checked: true });
  const fridge = (await ann.post<StorageGroup>('/storage-group', { name: 'Fridge' })).data;
  await ann.post('/storage-item', { storageGroupId: fridge._id, name: 'Yoghurt', bestBefore: '2026-11-19' });
});
afterAll(() => t.close());

describe('what the dashboard costs the database', () => {
  it.each(['day', 'week', 'month'])(
    'reads a %s with every section filled in at most a few statements',
    async (view) => {
      // The first call warms what the server keeps between calls (the signed-in session).
      const first = await ann.dashboard(`date=2026-11-18&view=${view}`);
      expect(first.sections.time!.groups.length).toBeGreaterThan(0);
      expect(first.sections.journal!.entries).toHaveLength(1);
      expect(first.sections.notes!.notes).toHaveLength(1);
      expect(first.sections.questions!.collections).toHaveLength(2);
      expect(first.sections.counters!.counters).toHaveLength(1);
      expect(first.sections.shopping!.checked).toHaveLength(1);
      expect(first.sections.storage!.expiring).toHaveLength(1);
      const statements = await t.statements.during(() => ann.dashboard(`date=2026-11-18&view=${view}`));
      expect(statements).toBeLessThanOrEqual(STATEMENTS_MAX);
    },
  );
});
