import { describe, expect, it, vi } from 'vitest';
import type { User } from '@ordna/contract/auth';
import { signUp } from '../../testing/test-app.test-kit';
import { signUpPeople, useTestApp } from '../../testing/use-test-app.test-kit';
import { call } from '../../testing/everything.test-kit';
import { largeExport, owned, sendImport } from './large-import.test-kit';

const STAMPS = 20_000;

/**
 * A large import and everyone else: SQLite has one writer, so the import inserts in batches of
 * their own transactions, then builds the time rollups and the notes' search entries in batches
 * of their own, and others' writes go between them; PostgreSQL does it in one transaction, so no
 * part of it is ever seen.
 */
describe('a large import beside other people', { timeout: 180_000 }, () => {
  let ann: User;
  let bob: User;
  let file: string;
  let total: number;
  const t = useTestApp(async () => {
    ({ ann, bob } = await signUpPeople(t.app, ['ann', 'bob']));
    ({ file, stamps: total } = await largeExport(t.app, ann, STAMPS));
  });

  const ownedStamps = (user: User) => owned(t.db, 'timeStamps', user);

  it('lets another person write while it inserts (SQLite), or shows none or all of it (PostgreSQL)', async () => {
    const kim = await signUp(t.app);
    let answered = false;
    const importing = sendImport(t.app, kim, file).then((answer) => {
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
      // Every stamp is in and part of the rollups built (a batch of them committed): Bob's write
      // goes in before the rest of the rebuild.
      await vi.waitFor(
        async () => {
          expect(await ownedStamps(kim)).toBe(total);
          expect(await owned(t.db, 'timeDayTotals', kim)).toBeGreaterThan(0);
        },
        { timeout: 120_000, interval: 2 },
      );
      const during = await call(t.app, bob, 'PUT', `/auth/user/${bob._id}`, {
        preferences: { timeZone: 'Europe/Stockholm' },
      });
      expect(during.statusCode, during.body).toBe(200);
      const builtBeside = await owned(t.db, 'timeDayTotals', kim);
      expect(answered).toBe(false);
      const answer = await importing;
      expect(answer.statusCode, answer.body).toBe(200);
      expect(builtBeside).toBeLessThan(await owned(t.db, 'timeDayTotals', kim));
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
