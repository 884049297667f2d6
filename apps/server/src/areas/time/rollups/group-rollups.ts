import type { Db } from '../../../db/database';
import type { TimeGroupTotalsTable } from '../time.tables';
import { bulkInsert } from './bulk-insert';
import { emptyRowsOf } from './empty-rows';
import type { DayDelta, PeriodDelta, TotalDelta } from './rollup-deltas';

/**
 * Each time group's rollups (`timeGroupTotals`): the sums of its sub groups' day, week, month and
 * all-time rows, changed by the same deltas in the same transaction, so the group list reads one
 * row per group and window. Rows that reach zero are removed, as the sub groups' are.
 */

export type GroupDelta = TimeGroupTotalsTable;

/** The sub groups' deltas summed per time group and window, those that change something, in key order. */
export function groupDeltasOf(days: DayDelta[], periods: PeriodDelta[], totals: TotalDelta[]): GroupDelta[] {
  const sums = new Map<string, GroupDelta>();
  const add = (from: TotalDelta, grain: GroupDelta['grain'], start: string) => {
    const key = `${from.timeGroupId}|${grain}|${start}|${from.auto}`;
    const row = sums.get(key);
    if (row) {
      row.ms += from.ms;
      row.count += from.count;
    } else {
      const { userId, timeGroupId, auto, ms, count } = from;
      sums.set(key, { userId, timeGroupId, grain, start, auto, ms, count });
    }
  };
  for (const day of days) add(day, 'day', day.day);
  for (const period of periods) add(period, period.grain, period.start);
  for (const total of totals) add(total, 'all', '');
  // One order of keys for every writer: two transactions on PostgreSQL lock shared rows in the same order.
  return [...sums.entries()]
    .filter(([, row]) => row.ms !== 0 || row.count !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, row]) => row);
}

const ROWS_PER_STATEMENT = 500;

/** Adds the deltas to the groups' rows, removing the rows they bring to zero. */
export async function changeGroupRollups(db: Db, userId: string, rows: GroupDelta[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    await db
      .insertInto('timeGroupTotals')
      .values(rows.slice(i, i + ROWS_PER_STATEMENT))
      .onConflict((oc) =>
        oc.columns(['timeGroupId', 'grain', 'start', 'auto']).doUpdateSet((eb) => ({
          ms: eb('timeGroupTotals.ms', '+', eb.ref('excluded.ms')),
          count: eb('timeGroupTotals.count', '+', eb.ref('excluded.count')),
        })),
      )
      .execute();
  }
  const shrunk = rows.filter((row) => row.ms < 0 || row.count < 0);
  if (shrunk.length === 0) return;
  const groupIds = [...new Set(shrunk.map((row) => row.timeGroupId))];
  const starts = [...new Set(shrunk.map((row) => row.start))];
  const query = emptyRowsOf(db, 'timeGroupTotals', userId, 'timeGroupId', groupIds);
  // Through the primary key's windows when they are few.
  await (starts.length <= ROWS_PER_STATEMENT ? query.where('start', 'in', starts) : query).execute();
}

/** Inserts a person's group rows from their sub groups' (the person's group rows must be empty first). */
export async function insertGroupRollups(
  tx: Db,
  days: DayDelta[],
  periods: PeriodDelta[],
  totals: TotalDelta[],
): Promise<void> {
  const columns = ['userId', 'timeGroupId', 'grain', 'start', 'auto', 'ms', 'count'] as const;
  await bulkInsert<GroupDelta>(tx, 'timeGroupTotals', columns, groupDeltasOf(days, periods, totals));
}

/** Removes whole time groups' rows (the groups are being deleted). */
export async function dropGroupRollups(db: Db, userId: string, timeGroupIds: string[]): Promise<void> {
  if (timeGroupIds.length === 0) return;
  await db
    .deleteFrom('timeGroupTotals')
    .where('userId', '=', userId)
    .where('timeGroupId', 'in', timeGroupIds)
    .execute();
}
