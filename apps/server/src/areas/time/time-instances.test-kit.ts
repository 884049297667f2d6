import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SharedTestApps } from '../../testing/test-app.test-kit';
import { signUp } from '../../testing/test-app.test-kit';
import { useTwoInstances } from '../../testing/use-test-app.test-kit';
import { expectKeptEqualsRebuilt } from './rollups/rollup-snapshot.test-kit';
import { HOUR, timeClient, type Answer, type TimeClient } from './time.test-kit';

/**
 * The time area's multi-instance tests (docs/architecture.md, "Concurrent writes"): on PostgreSQL
 * (TEST_DATABASE_URL) two instances of one database, as behind a load balancer; on SQLite, which
 * one instance serves, that instance twice. One person calls both at once, and each round must
 * leave answers that are each a success or a clear refusal, stamps each in a sub group that
 * exists, and rollups equal to a rebuild.
 */

export const ZONE = 'Europe/Stockholm';

/** How many rounds each flow runs through both instances. */
export const ROUNDS = 6;

/** An instant as the API takes it. */
export const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Two instances whose access tokens outlive the clock moves the tests make; on `databaseUrl`'s
 * PostgreSQL database when given (read in `beforeAll`), else TEST_DATABASE_URL's or SQLite.
 */
export function useTimeInstances(databaseUrl?: () => string): SharedTestApps {
  return useTwoInstances({ accessTokenTtlMs: 20 * 365 * 24 * HOUR }, undefined, databaseUrl);
}

/** The instance the `index`th of two calls goes to: its own on PostgreSQL, the one on SQLite. */
export function instance(shared: SharedTestApps, index: 0 | 1): FastifyInstance {
  return shared.apps[shared.dialect === 'postgres' ? index : 0]!;
}

/** A new person in Stockholm, with a client on each instance. */
export async function onBothInstances(shared: SharedTestApps): Promise<[TimeClient, TimeClient]> {
  const user = await signUp(shared.apps[0]!, { timeZone: ZONE });
  return [timeClient(instance(shared, 0), user), timeClient(instance(shared, 1), user)];
}

/** Sends each call through its own instance at once; round `i` swaps which goes first. */
export function atOnce<A, B>(round: number, first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> {
  if (round % 2 === 0) return Promise.all([first(), second()]);
  return Promise.all([second(), first()]).then(([b, a]) => [a, b]);
}

/**
 * The answer is `success` in the envelope (`status: true`), or a refusal with one of `refusals`'
 * codes, its message and `status: false`: never a 500 or a bare error.
 */
export function expectSuccessOrRefusal(answer: Answer<unknown>, success: number, refusals: string[]): boolean {
  const envelope = answer.response.json() as { status: boolean; code?: string; message?: string };
  if (answer.status === success) {
    expect(envelope.status).toBe(true);
    return true;
  }
  expect(refusals, `${answer.status} ${answer.code}: ${answer.message}`).toContain(answer.code);
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(envelope.status).toBe(false);
  expect(envelope.message).toEqual(expect.any(String));
  return false;
}

/**
 * What one application would leave: every stamp of the person in a sub group that exists, of the
 * stamp's own time group, which exists too, no sub group of a deleted time group, at most one
 * running stamp per sub group, and the kept rollups equal to a rebuild from the stamps.
 */
export async function expectAppliedOnce(shared: SharedTestApps, userId: string): Promise<void> {
  const db = shared.dbs[0]!;
  const stamps = await db
    .selectFrom('timeStamps')
    .leftJoin('subGroups', 'subGroups.id', 'timeStamps.subGroupId')
    .leftJoin('timeGroups', 'timeGroups.id', 'timeStamps.timeGroupId')
    .select(['timeStamps.id', 'timeStamps.timeGroupId', 'timeStamps.ended', 'timeStamps.subGroupId'])
    .select(['subGroups.timeGroupId as subGroupTimeGroupId', 'timeGroups.id as existingTimeGroupId'])
    .where('timeStamps.userId', '=', userId)
    .execute();
  for (const stamp of stamps) {
    expect(stamp.subGroupTimeGroupId, `stamp ${stamp.id}`).toBe(stamp.timeGroupId);
    expect(stamp.existingTimeGroupId, `stamp ${stamp.id}`).toBe(stamp.timeGroupId);
  }
  const leftBehind = await db
    .selectFrom('subGroups')
    .leftJoin('timeGroups', 'timeGroups.id', 'subGroups.timeGroupId')
    .select('subGroups.name')
    .where('subGroups.userId', '=', userId)
    .where('timeGroups.id', 'is', null)
    .execute();
  expect(leftBehind, 'sub groups of deleted time groups').toEqual([]);
  const running = stamps.filter((stamp) => stamp.ended === 0).map((stamp) => stamp.subGroupId);
  expect(new Set(running).size).toBe(running.length);
  await expectKeptEqualsRebuilt(db, userId, ZONE);
}

/** The person's stamps as (sub group id, start, end, ended), sorted: what a round left. */
export async function stampsOf(shared: SharedTestApps, userId: string) {
  const rows = await shared.dbs[0]!.selectFrom('timeStamps')
    .select(['id', 'subGroupId', 'startTime', 'endTime', 'ended', 'auto'])
    .where('userId', '=', userId)
    .orderBy('startTime')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    startTime: Number(row.startTime),
    endTime: row.endTime === null ? null : Number(row.endTime),
  }));
}
