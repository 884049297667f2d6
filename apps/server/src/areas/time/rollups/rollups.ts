import {
  effectiveDeltas,
  RollupDeltas,
  type DayDelta,
  type PeriodDelta,
  type StampSpan,
  type TotalDelta,
} from './rollup-deltas';
import type { Db } from '../../../db/database';

/**
 * The stamp rollups, kept in the caller's transaction: a stamp's old
 * version comes out, its new version goes in, as upserts of deltas. Rows that reach zero are
 * removed so the tables hold only real time (and equal a rebuild from the stamps).
 */

export type { StampSpan } from './rollup-deltas';

const ROWS_PER_STATEMENT = 500;
async function upsertDays(db: Db, rows: DayDelta[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    await db
      .insertInto('timeDayTotals')
      .values(rows.slice(i, i + ROWS_PER_STATEMENT))
      .onConflict((oc) =>
        oc.columns(['subGroupId', 'day', 'auto']).doUpdateSet((eb) => ({
          ms: eb('timeDayTotals.ms', '+', eb.ref('excluded.ms')),
          count: eb('timeDayTotals.count', '+', eb.ref('excluded.count')),
          timeGroupId: eb.ref('excluded.timeGroupId'),
        })),
      )
      .execute();
  }
}

async function upsertPeriods(db: Db, rows: PeriodDelta[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    await db
      .insertInto('timePeriodTotals')
      .values(rows.slice(i, i + ROWS_PER_STATEMENT))
      .onConflict((oc) =>
        oc.columns(['subGroupId', 'grain', 'start', 'auto']).doUpdateSet((eb) => ({
          ms: eb('timePeriodTotals.ms', '+', eb.ref('excluded.ms')),
          count: eb('timePeriodTotals.count', '+', eb.ref('excluded.count')),
          timeGroupId: eb.ref('excluded.timeGroupId'),
        })),
      )
      .execute();
  }
}

async function upsertTotals(db: Db, rows: TotalDelta[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('timeSubGroupTotals')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['subGroupId', 'auto']).doUpdateSet((eb) => ({
        ms: eb('timeSubGroupTotals.ms', '+', eb.ref('excluded.ms')),
        count: eb('timeSubGroupTotals.count', '+', eb.ref('excluded.count')),
        timeGroupId: eb.ref('excluded.timeGroupId'),
      })),
    )
    .execute();
}

/** Adds stamps' deltas (none taken out) to the rollups: how a rebuild in batches writes each batch. */
export async function addRollups(db: Db, userId: string, deltas: RollupDeltas): Promise<void> {
  await upsertDays(db, [...deltas.days.values()]);
  await upsertPeriods(db, [...deltas.periods.values()]);
  await upsertTotals(db, [...deltas.totals.values()]);
  if (deltas.longest >= 0) await raiseLongest(db, userId, deltas.longest);
}

/** Raises the person's longest-stamp bound when a stamp is longer. */
export async function raiseLongest(db: Db, userId: string, longestMs: number): Promise<void> {
  await db
    .insertInto('timeUserBounds')
    .values({ userId, longestMs })
    .onConflict((oc) =>
      oc
        .column('userId')
        .doUpdateSet((eb) => ({ longestMs: eb.ref('excluded.longestMs') }))
        .where((eb) => eb('timeUserBounds.longestMs', '<', eb.ref('excluded.longestMs'))),
    )
    .execute();
}

async function removeEmptyRows(db: Db, userId: string, days: DayDelta[], periods: PeriodDelta[]): Promise<void> {
  const subGroupIds = [...new Set([...days, ...periods].map((d) => d.subGroupId))];
  if (subGroupIds.length === 0) return;
  const dayKeys = [...new Set(days.map((d) => d.day))];
  if (dayKeys.length > 0) {
    let dayQuery = db
      .deleteFrom('timeDayTotals')
      .where('userId', '=', userId)
      .where('subGroupId', 'in', subGroupIds)
      .where('ms', '=', 0)
      .where('count', '=', 0);
    // Through the primary key (subGroupId, day) when the days are few.
    if (dayKeys.length <= ROWS_PER_STATEMENT) dayQuery = dayQuery.where('day', 'in', dayKeys);
    await dayQuery.execute();
  }
  await db
    .deleteFrom('timePeriodTotals')
    .where('userId', '=', userId)
    .where('subGroupId', 'in', subGroupIds)
    .where('ms', '=', 0)
    .where('count', '=', 0)
    .execute();
  await db
    .deleteFrom('timeSubGroupTotals')
    .where('userId', '=', userId)
    .where('subGroupId', 'in', subGroupIds)
    .where('ms', '=', 0)
    .where('count', '=', 0)
    .execute();
}

/** Replaces a stamp's contribution: `before` (null: new stamp) comes out, `after` (null: deleted) goes in. */
export async function changeRollups(
  db: Db,
  before: StampSpan | null,
  after: StampSpan | null,
  timeZone: string,
): Promise<void> {
  const deltas = new RollupDeltas(timeZone);
  if (before) deltas.add(before, -1);
  if (after) deltas.add(after, 1);
  const { days, periods, totals, shrinks } = effectiveDeltas(deltas);
  await upsertDays(db, days);
  await upsertPeriods(db, periods);
  await upsertTotals(db, totals);
  const userId = (before ?? after)?.userId;
  if (!userId) return;
  if (shrinks) await removeEmptyRows(db, userId, days, periods);
  if (deltas.longest >= 0) await raiseLongest(db, userId, deltas.longest);
}

/** Moves a sub group's rollups onto another sub group (its stamps move there in the same transaction). */
export async function moveRollups(
  db: Db,
  userId: string,
  fromSubGroupId: string,
  to: { subGroupId: string; timeGroupId: string },
): Promise<void> {
  const scope = { userId, ...to };
  const days = await db
    .selectFrom('timeDayTotals')
    .select(['day', 'auto', 'ms', 'count'])
    .where('userId', '=', userId)
    .where('subGroupId', '=', fromSubGroupId)
    .execute();
  const periods = await db
    .selectFrom('timePeriodTotals')
    .select(['grain', 'start', 'auto', 'ms', 'count'])
    .where('userId', '=', userId)
    .where('subGroupId', '=', fromSubGroupId)
    .execute();
  const totals = await db
    .selectFrom('timeSubGroupTotals')
    .select(['auto', 'ms', 'count'])
    .where('userId', '=', userId)
    .where('subGroupId', '=', fromSubGroupId)
    .execute();
  await dropRollups(db, userId, [fromSubGroupId]);
  await upsertDays(
    db,
    days.map((row) => ({ ...scope, ...row })),
  );
  await upsertPeriods(
    db,
    periods.map((row) => ({ ...scope, ...row })),
  );
  await upsertTotals(
    db,
    totals.map((row) => ({ ...scope, ...row })),
  );
}

/** Removes the rollups of some sub groups (their stamps are being deleted). */
export async function dropRollups(db: Db, userId: string, subGroupIds: string[]): Promise<void> {
  if (subGroupIds.length === 0) return;
  for (const table of ['timeDayTotals', 'timePeriodTotals', 'timeSubGroupTotals'] as const) {
    await db.deleteFrom(table).where('userId', '=', userId).where('subGroupId', 'in', subGroupIds).execute();
  }
}
