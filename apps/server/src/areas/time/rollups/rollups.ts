import {
  effectiveDeltas,
  RollupDeltas,
  type DayDelta,
  type PeriodDelta,
  type StampSpan,
  type TotalDelta,
} from './rollup-deltas';
import type { Db } from '../../../db/database';
import { emptyRowsOf } from './empty-rows';
import { changeGroupRollups, dropGroupRollups, groupDeltasOf } from './group-rollups';

/**
 * The stamp rollups, kept in the caller's transaction: a stamp's old
 * version comes out, its new version goes in, as upserts of deltas. Rows that reach zero are
 * removed so the tables hold only real time (and equal a rebuild from the stamps).
 */

export type { StampSpan } from './rollup-deltas';

const ROWS_PER_STATEMENT = 500;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const bySubGroup = (a: TotalDelta, b: TotalDelta) => compareText(a.subGroupId, b.subGroupId) || a.auto - b.auto;

/**
 * The rows in the order of their key (sub group, day or window, auto). An upsert locks its rows in
 * the order they are given, so every writer gives them in one order: two transactions on
 * PostgreSQL that change the same rows (two edits across midnight, a stamp moved each way between
 * two sub groups) then wait for each other instead of deadlocking. The time groups' rows are
 * sorted the same way (groupDeltasOf).
 */
function inKeyOrder<T extends TotalDelta>(rows: T[], window: (row: T) => string): T[] {
  return [...rows].sort(
    (a, b) => compareText(a.subGroupId, b.subGroupId) || compareText(window(a), window(b)) || bySubGroup(a, b),
  );
}

async function upsertDays(db: Db, unordered: DayDelta[]): Promise<void> {
  const rows = inKeyOrder(unordered, (row) => row.day);
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

async function upsertPeriods(db: Db, unordered: PeriodDelta[]): Promise<void> {
  const rows = inKeyOrder(unordered, (row) => `${row.grain}|${row.start}`);
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
    .values([...rows].sort(bySubGroup))
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
  await changeGroupRollups(
    db,
    userId,
    groupDeltasOf([...deltas.days.values()], [...deltas.periods.values()], [...deltas.totals.values()]),
  );
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
    const dayQuery = emptyRowsOf(db, 'timeDayTotals', userId, 'subGroupId', subGroupIds);
    // Through the primary key (subGroupId, day) when the days are few.
    await (dayKeys.length <= ROWS_PER_STATEMENT ? dayQuery.where('day', 'in', dayKeys) : dayQuery).execute();
  }
  await emptyRowsOf(db, 'timePeriodTotals', userId, 'subGroupId', subGroupIds).execute();
  await emptyRowsOf(db, 'timeSubGroupTotals', userId, 'subGroupId', subGroupIds).execute();
}

/** Writes deltas into the rollups: each table's rows in key order, then the groups', then the bound. */
async function writeDeltas(db: Db, userId: string, deltas: RollupDeltas): Promise<void> {
  const { days, periods, totals, shrinks } = effectiveDeltas(deltas);
  await upsertDays(db, days);
  await upsertPeriods(db, periods);
  await upsertTotals(db, totals);
  await changeGroupRollups(db, userId, groupDeltasOf(days, periods, totals));
  if (shrinks) await removeEmptyRows(db, userId, days, periods);
  if (deltas.longest >= 0) await raiseLongest(db, userId, deltas.longest);
}

/**
 * The rollup changes of several stamp writes of one person, gathered and then written at once
 * (`write`): a batch of heartbeats that changes several stamps takes all its rollup rows after
 * all its stamps, in key order, as a write of one stamp does (docs/architecture.md, "The time
 * area's lock order"), rather than one stamp's rows, the next stamp, its rows...
 */
export class RollupBatch {
  private readonly deltas: RollupDeltas;
  private userId: string | null = null;

  constructor(timeZone: string) {
    this.deltas = new RollupDeltas(timeZone);
  }

  add(before: StampSpan | null, after: StampSpan | null): void {
    if (before) this.deltas.add(before, -1);
    if (after) this.deltas.add(after, 1);
    this.userId ??= (before ?? after)?.userId ?? null;
  }

  async write(db: Db): Promise<void> {
    if (this.userId) await writeDeltas(db, this.userId, this.deltas);
  }
}

/** Where a stamp write's rollup change goes: written at once, in the person's time zone, or into a batch. */
export type RollupTarget = string | RollupBatch;

/** Replaces a stamp's contribution: `before` (null: new stamp) comes out, `after` (null: deleted) goes in. */
export async function changeRollups(
  db: Db,
  before: StampSpan | null,
  after: StampSpan | null,
  target: RollupTarget,
): Promise<void> {
  if (target instanceof RollupBatch) return target.add(before, after);
  const batch = new RollupBatch(target);
  batch.add(before, after);
  await batch.write(db);
}

/** A sub group's rows in the three tables. */
async function rollupsOf(db: Db, userId: string, subGroupIds: string[]) {
  const days = await db
    .selectFrom('timeDayTotals')
    .select(['userId', 'timeGroupId', 'subGroupId', 'day', 'auto', 'ms', 'count'])
    .where('userId', '=', userId)
    .where('subGroupId', 'in', subGroupIds)
    .execute();
  const periods = await db
    .selectFrom('timePeriodTotals')
    .select(['userId', 'timeGroupId', 'subGroupId', 'grain', 'start', 'auto', 'ms', 'count'])
    .where('userId', '=', userId)
    .where('subGroupId', 'in', subGroupIds)
    .execute();
  const totals = await db
    .selectFrom('timeSubGroupTotals')
    .select(['userId', 'timeGroupId', 'subGroupId', 'auto', 'ms', 'count'])
    .where('userId', '=', userId)
    .where('subGroupId', 'in', subGroupIds)
    .execute();
  // PostgreSQL answers a bigint sum as text.
  const numbers = <T extends TotalDelta>(rows: T[]) =>
    rows.map((row) => ({ ...row, ms: Number(row.ms), count: Number(row.count) }));
  return { days: numbers(days), periods: numbers(periods), totals: numbers(totals) };
}

type Rollups = Awaited<ReturnType<typeof rollupsOf>>;

/** The rows with another owner and sign (-1 takes them out). */
function moved(rows: Rollups, sign: 1 | -1, to?: { subGroupId: string; timeGroupId: string }): Rollups {
  const each = <T extends TotalDelta>(list: T[]) =>
    list.map((row) => ({ ...row, ...to, ms: row.ms * sign, count: row.count * sign }));
  return { days: each(rows.days), periods: each(rows.periods), totals: each(rows.totals) };
}

/** Moves a sub group's rollups onto another sub group (its stamps move there in the same transaction). */
export async function moveRollups(
  db: Db,
  userId: string,
  fromSubGroupId: string,
  to: { subGroupId: string; timeGroupId: string },
): Promise<void> {
  const rows = await rollupsOf(db, userId, [fromSubGroupId]);
  await dropSubGroupRows(db, userId, [fromSubGroupId]);
  const added = moved(rows, 1, to);
  await upsertDays(db, added.days);
  await upsertPeriods(db, added.periods);
  await upsertTotals(db, added.totals);
  // Out of the old time group, into the new one (nothing changes when it is the same).
  const out = moved(rows, -1);
  const groupDeltas = groupDeltasOf(
    [...out.days, ...added.days],
    [...out.periods, ...added.periods],
    [...out.totals, ...added.totals],
  );
  await changeGroupRollups(db, userId, groupDeltas);
}

/** Removes the rollups of some sub groups (their stamps are being deleted), taking them out of their time groups'. */
export async function dropRollups(db: Db, userId: string, subGroupIds: string[]): Promise<void> {
  if (subGroupIds.length === 0) return;
  const out = moved(await rollupsOf(db, userId, subGroupIds), -1);
  await changeGroupRollups(db, userId, groupDeltasOf(out.days, out.periods, out.totals));
  await dropSubGroupRows(db, userId, subGroupIds);
}

/** Removes a whole time group's rollups: its sub groups' and its own (the group is being deleted). */
export async function dropTimeGroupRollups(
  db: Db,
  userId: string,
  timeGroupId: string,
  subGroupIds: string[],
): Promise<void> {
  await dropSubGroupRows(db, userId, subGroupIds);
  await dropGroupRollups(db, userId, [timeGroupId]);
}

async function dropSubGroupRows(db: Db, userId: string, subGroupIds: string[]): Promise<void> {
  if (subGroupIds.length === 0) return;
  for (const table of ['timeDayTotals', 'timePeriodTotals', 'timeSubGroupTotals'] as const) {
    await db.deleteFrom(table).where('userId', '=', userId).where('subGroupId', 'in', subGroupIds).execute();
  }
}
