import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import type { User } from '@ordna/contract/auth';
import { accountExportDocument } from '@ordna/contract/account/export';
import { as, createTestApp, signUp, type TestApp } from '../../testing/test-app.test-kit';
import { call, makeEverything, SECRET } from '../../testing/everything.test-kit';

const STAMPS = 20_000;

/**
 * A large import and everyone else: SQLite has one writer, so the import inserts in batches of
 * their own transactions and others' writes go between them; PostgreSQL does it in one
 * transaction, so no part of it is ever seen.
 */
describe('a large import beside other people', { timeout: 180_000 }, () => {
  let t: TestApp;
  let ann: User;
  let bob: User;
  let file: string;
  let total: number;
  beforeAll(async () => {
    t = await createTestApp();
    ann = await signUp(t.app);
    bob = await signUp(t.app);
    await makeEverything(t.app, ann, SECRET, []);
    const anns = accountExportDocument.parse(JSON.parse((await call(t.app, ann, 'GET', '/account/export')).body));
    const stamp = anns.tables.timeStamps![0]!;
    const many = Array.from({ length: STAMPS }, (_, i) => ({ ...stamp, id: `many-stamp-${i}` }));
    total = anns.tables.timeStamps!.length + STAMPS;
    file = JSON.stringify({ ...anns, tables: { ...anns.tables, timeStamps: [...anns.tables.timeStamps!, ...many] } });
  });
  afterAll(() => t.close());

  const ownedStamps = async (user: User) => {
    const { rows } = await sql<{ count: number | string }>`select count(*) as count from ${sql.table('timeStamps')}
      where ${sql.ref('userId')} = ${user._id}`.execute(t.db);
    return Number(rows[0]!.count);
  };

  it('lets another person write while it inserts (SQLite), or shows none or all of it (PostgreSQL)', async () => {
    const kim = await signUp(t.app);
    let answered = false;
    const importing = t.app
      .inject({
        method: 'POST',
        url: '/api/account/import',
        headers: { ...as(kim), 'content-type': 'application/json' },
        payload: file,
      })
      .then((answer) => {
        answered = true;
        return answer;
      });
    if (t.dialect === 'sqlite') {
      // A part of the rows is there (a batch committed), and Bob's write goes in before the rest.
      await vi.waitFor(async () => expect(await ownedStamps(kim)).toBeGreaterThan(0), {
        timeout: 120_000,
        interval: 5,
      });
      expect(await ownedStamps(kim)).toBeLessThan(total);
      const write = await call(t.app, bob, 'PUT', `/auth/user/${bob._id}`, {
        preferences: { timeZone: 'Europe/Oslo' },
      });
      expect(write.statusCode, write.body).toBe(200);
      expect(await ownedStamps(kim)).toBeLessThan(total);
      expect(answered).toBe(false);
    } else {
      // One transaction: never a part of the rows, only none or all.
      const seen: number[] = [];
      while (!answered) seen.push(await ownedStamps(kim));
      expect(seen.filter((count) => count !== 0 && count !== total)).toEqual([]);
    }
    const answer = await importing;
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await ownedStamps(kim)).toBe(total);
  });
});
