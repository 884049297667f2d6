import { expect } from 'vitest';
import type { Db } from '../../../db/database';
import { rebuildRollups } from './rebuild-rollups';
import { groupRollupRows } from './group-rollup-rows.test-kit';

/**
 * A person's kept rollups (the sub groups' day, week, month and all-time rows, each time group's
 * own rows, the longest-stamp bound), in key order with numbers for sums (PostgreSQL answers a
 * bigint as text): what a test compares with a rebuild from the stamps.
 */
export async function rollupSnapshot(db: Db, userId: string) {
  const days = await db
    .selectFrom('timeDayTotals')
    .select(['timeGroupId', 'subGroupId', 'day', 'auto', 'ms', 'count'])
    .where('userId', '=', userId)
    .orderBy('subGroupId')
    .orderBy('day')
    .orderBy('auto')
    .execute();
  const totals = await db
    .selectFrom('timeSubGroupTotals')
    .select(['timeGroupId', 'subGroupId', 'auto', 'ms', 'count'])
    .where('userId', '=', userId)
    .orderBy('subGroupId')
    .orderBy('auto')
    .execute();
  const periods = await db
    .selectFrom('timePeriodTotals')
    .select(['timeGroupId', 'subGroupId', 'grain', 'start', 'auto', 'ms', 'count'])
    .where('userId', '=', userId)
    .orderBy('subGroupId')
    .orderBy('grain')
    .orderBy('start')
    .orderBy('auto')
    .execute();
  const groups = await groupRollupRows(db, userId);
  const bound = await db
    .selectFrom('timeUserBounds')
    .select('longestMs')
    .where('userId', '=', userId)
    .executeTakeFirst();
  const numbers = <T extends { ms: number; count: number }>(rows: T[]) =>
    rows.map((row) => ({ ...row, ms: Number(row.ms), count: Number(row.count) }));
  return {
    days: numbers(days),
    periods: numbers(periods),
    totals: numbers(totals),
    groups,
    longest: Number(bound?.longestMs ?? 0),
  };
}

/**
 * Asserts the rollups the writes kept equal a rebuild from the stamps (sub group rows and time
 * group rows; the longest-stamp bound only ever rises, so it is at least the rebuilt one). The
 * rebuild then stays, which changes nothing when they were equal.
 */
export async function expectKeptEqualsRebuilt(db: Db, userId: string, timeZone: string): Promise<void> {
  const kept = await rollupSnapshot(db, userId);
  await rebuildRollups(db, userId, timeZone);
  const rebuilt = await rollupSnapshot(db, userId);
  expect(kept.days).toEqual(rebuilt.days);
  expect(kept.periods).toEqual(rebuilt.periods);
  expect(kept.totals).toEqual(rebuilt.totals);
  expect(kept.groups).toEqual(rebuilt.groups);
  expect(kept.longest).toBeGreaterThanOrEqual(rebuilt.longest);
}
