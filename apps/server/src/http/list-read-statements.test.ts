import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@ordna/contract/auth';
import { call, makeEverything, type Fixtures } from '../testing/everything.test-kit';
import { createCountingTestApp, type StatementCounter } from '../testing/statement-count.test-kit';
import { signUp, type TestApp } from '../testing/test-app.test-kit';

/**
 * What each area's main read costs the database, in statements (round trips on PostgreSQL), with
 * the person's own things and things shared with her (issue #23: a list read is one statement, or
 * two with the person's preferences). PostgreSQL also checks the session, one more, which SQLite
 * keeps for a few seconds. The figures are what each read costs now: lower one when a read is
 * folded, never raise one. Those over two are not folded yet.
 */
const SESSION_ON_POSTGRES = 1;
const READS: [name: string, url: (anns: Fixtures, bobs: Fixtures) => string, statements: number][] = [
  ['time-group list', () => '/time-group?date=2026-11-18', 2],
  // The preferences, the group with the person's access, then its sub groups, tags and figures.
  ['a time group with sub groups', (a) => `/time-group?timeGroupId=${a.timeGroupId}&date=2026-11-18`, 3],
  ['a shared time group', (_a, b) => `/time-group?timeGroupId=${b.timeGroupId}&date=2026-11-18`, 5],
  ["a day's stamps", () => '/time-stamp?date=2026-11-18', 2],
  ['sub groups', (a) => `/sub-group?timeGroupId=${a.timeGroupId}`, 3],
  ['tags', () => '/tag', 1],
  ['notes collections', () => '/notes-collection', 1],
  ['notes, all collections', () => '/note', 5],
  ['notes, one collection', (a) => `/note?notesCollectionId=${a.notesCollectionId}`, 5],
  ['notes, a shared collection', (_a, b) => `/note?notesCollectionId=${b.notesCollectionId}`, 6],
  ['note contexts', () => '/note-context', 1],
  ['counter groups', () => '/counter-group', 2],
  ['one counter group', (a) => `/counter-group?counterGroupId=${a.counterGroupId}`, 2],
  ['counters of a group', (a) => `/counter?counterGroupId=${a.counterGroupId}`, 2],
  ['counters of a shared group', (_a, b) => `/counter?counterGroupId=${b.counterGroupId}`, 2],
  ['shopping lists', () => '/shopping-list', 1],
  ['a shopping list', (a) => `/shopping-list?listId=${a.listId}`, 2],
  ['a shared shopping list', (_a, b) => `/shopping-list?listId=${b.listId}`, 2],
  ['storage groups', () => '/storage-group', 1],
  ['storage items of a group', (a) => `/storage-item?storageGroupId=${a.storageGroupId}`, 2],
  ['drink collections', () => '/drink-collection', 1],
  ['a drink collection', (a) => `/drink-collection?drinkCollectionId=${a.drinkCollectionId}`, 4],
  ['recipe collections', () => '/recipe-collection', 1],
  ['recipes of a collection', (a) => `/recipe?collectionId=${a.collectionId}`, 3],
  ['password groups', () => '/password-group', 2],
  ['signed-in user', () => '/auth/user', 1],
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
  it.each(READS)('%s', async (_name, url, statements) => {
    const path = url(world.anns, world.bobs);
    // The first call warms what the server keeps between calls (the signed-in session).
    const first = await call(t.app, world.ann, 'GET', path);
    expect(first.statusCode, first.body).toBe(200);
    let again: Awaited<ReturnType<typeof call>> | undefined;
    const made = await t.statements.during(async () => {
      again = await call(t.app, world.ann, 'GET', path);
    });
    expect(again!.body).toEqual(first.body);
    expect(made).toBeLessThanOrEqual(statements + (t.dialect === 'postgres' ? SESSION_ON_POSTGRES : 0));
  });
});
