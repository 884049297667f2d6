import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@ordna/contract/auth';
import { call, makeEverything, type Fixtures } from '../testing/everything.test-kit';
import { createCountingTestApp, type StatementCounter } from '../testing/statement-count.test-kit';
import { signUp, type TestApp } from '../testing/test-app.test-kit';

/**
 * What each area's main read costs the database, in statements (round trips on PostgreSQL), with
 * the person's own things and things shared with her (issue #23: a list read is one statement, or
 * two with the person's preferences), on SQLite and on PostgreSQL. PostgreSQL checks the session
 * on every request, in one statement with the person's preferences, which SQLite keeps for a few
 * seconds: a read that needs no preferences costs PostgreSQL one more, one that needs them the
 * same. The figures are what each read costs now: lower one when a read is folded, never raise one.
 */
type Url = (anns: Fixtures, bobs: Fixtures) => string;
const READS: [name: string, url: Url, sqlite: number, postgres: number][] = [
  ['time-group list', () => '/time-group?date=2026-11-18', 2, 2],
  // The preferences, then the group with the share showing it to the person, its sub groups, tags and figures.
  ['a time group with sub groups', (a) => `/time-group?timeGroupId=${a.timeGroupId}&date=2026-11-18`, 2, 2],
  ['a shared time group', (_a, b) => `/time-group?timeGroupId=${b.timeGroupId}&date=2026-11-18`, 2, 2],
  ["a day's stamps", () => '/time-stamp?date=2026-11-18', 2, 2],
  ['sub groups', (a) => `/sub-group?timeGroupId=${a.timeGroupId}`, 2, 2],
  ['sub groups of a shared group', (_a, b) => `/sub-group?timeGroupId=${b.timeGroupId}`, 2, 2],
  ['tags', () => '/tag', 1, 2],
  ['notes collections', () => '/notes-collection', 1, 2],
  // The count, the page and its contexts in one statement (a collection's with the person's role on it).
  ['notes, all collections', () => '/note', 1, 2],
  ['notes, one collection', (a) => `/note?notesCollectionId=${a.notesCollectionId}`, 1, 2],
  ['notes, a shared collection', (_a, b) => `/note?notesCollectionId=${b.notesCollectionId}`, 1, 2],
  ['note contexts', () => '/note-context', 1, 2],
  ['counter groups', () => '/counter-group', 2, 2],
  ['one counter group', (a) => `/counter-group?counterGroupId=${a.counterGroupId}`, 2, 2],
  ['counters of a group', (a) => `/counter?counterGroupId=${a.counterGroupId}`, 2, 2],
  ['counters of a shared group', (_a, b) => `/counter?counterGroupId=${b.counterGroupId}`, 2, 2],
  ['shopping lists', () => '/shopping-list', 1, 2],
  ['a shopping list', (a) => `/shopping-list?listId=${a.listId}`, 1, 2],
  ['a shared shopping list', (_a, b) => `/shopping-list?listId=${b.listId}`, 1, 2],
  ['storage groups', () => '/storage-group', 1, 2],
  ['storage items of a group', (a) => `/storage-item?storageGroupId=${a.storageGroupId}`, 1, 2],
  ['storage items of a shared group', (_a, b) => `/storage-item?storageGroupId=${b.storageGroupId}`, 1, 2],
  ['drink collections', () => '/drink-collection', 1, 2],
  // The collection with the person's role, its drinks with their pictures and the stock in one statement.
  ['a drink collection', (a) => `/drink-collection?drinkCollectionId=${a.drinkCollectionId}`, 1, 2],
  ['a shared drink collection', (_a, b) => `/drink-collection?drinkCollectionId=${b.drinkCollectionId}`, 1, 2],
  ['recipe collections', () => '/recipe-collection', 1, 2],
  // The collection with the person's role, the page and its count in one statement.
  ['recipes of a collection', (a) => `/recipe?collectionId=${a.collectionId}`, 1, 2],
  ['recipes of a shared collection', (_a, b) => `/recipe?collectionId=${b.collectionId}`, 1, 2],
  // The vault's extra session: read with the session on PostgreSQL, remembered with it on SQLite.
  ['password groups', () => '/password-group', 1, 2],
  ['signed-in user', () => '/auth/user', 1, 2],
  // The preferences, then every section's reads in one statement (at most 5, issue #23).
  ['dashboard, a day', () => '/dashboard?date=2026-11-18&view=day', 2, 2],
  ['dashboard, a week', () => '/dashboard?date=2026-11-18&view=week', 2, 2],
  ['dashboard, a month', () => '/dashboard?date=2026-11-18&view=month', 2, 2],
];

/** The app that counts, and what Ann and Bob made in it. */
let t: TestApp & { statements: StatementCounter };
let world: { ann: User; anns: Fixtures; bobs: Fixtures };

beforeAll(async () => {
  const counting = await createCountingTestApp({ accessTokenTtlMs: 7 * 24 * 3_600_000 });
  counting.clock.set('2026-11-18T12:00:00Z');
  t = counting;
  const [ann, bob] = await Promise.all([1, 2].map(() => signUp(counting.app, { timeZone: 'Europe/Stockholm' })));
  // Ann's own things, and Bob's, each shared with her.
  const anns = await makeEverything(counting.app, ann!, 'ann');
  world = { ann: ann!, anns, bobs: await makeEverything(counting.app, bob!, 'bob', [ann!]) };
}, 120_000);
afterAll(() => t.close());

describe('what each main read costs the database', () => {
  it.each(READS)('%s', async (_name, url, sqlite, postgres) => {
    const path = url(world.anns, world.bobs);
    // The first call warms what the server keeps between calls (the signed-in session).
    const first = await call(t.app, world.ann, 'GET', path);
    expect(first.statusCode, first.body).toBe(200);
    let again: Awaited<ReturnType<typeof call>> | undefined;
    const made = await t.statements.during(async () => {
      again = await call(t.app, world.ann, 'GET', path);
    });
    expect(again!.body).toEqual(first.body);
    expect(made).toBeLessThanOrEqual(t.dialect === 'postgres' ? postgres : sqlite);
  });
});
