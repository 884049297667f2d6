import { DASHBOARD_COUNTERS_MAX, type CountersDashboardSection } from '@ordna/contract/counters/dashboard';
import { datesBetween } from '@ordna/contract/kernel/periods';
import { fromThousandths } from '@ordna/contract/kernel/thousandths';
import type { Db } from '../../db/database';
import type { DashboardRange, DashboardSectionSource } from '../dashboard/public';
import { sumsPerWindowByCounterRead, windowSumsOfRow } from './counter-changes.store';

interface CountersRows extends Record<string, object> {
  counters: { id: string; name: string; unit: string; value: number; dailyGoal: number | null; groupName: string };
  sums: Record<string, string | number | null> & { counterId: string };
}

/** Each own counter with its group's name: groups in name order, counters by name within each. */
function countersRead(db: Db, personId: string) {
  return db
    .selectFrom('counters')
    .innerJoin('counterGroups', 'counterGroups.id', 'counters.counterGroupId')
    .select([
      'counters.id',
      'counters.name',
      'counters.unit',
      'counters.value',
      'counters.dailyGoal',
      'counterGroups.name as groupName',
    ])
    .where('counters.userId', '=', personId)
    .orderBy('counterGroups.nameKey')
    .orderBy('counterGroups.id')
    .orderBy('counters.nameKey')
    .limit(DASHBOARD_COUNTERS_MAX + 1);
}

/** The span's local days as windows [start, end). */
const windowsOf = (range: DashboardRange) =>
  range.dayStarts.slice(0, -1).map((start, i) => ({ start, end: range.dayStarts[i + 1]! }));

/**
 * Counters on the dashboard: each of the person's own counters (shared groups show on their
 * owner's; docs/adding-an-area.md, "Dashboard section") with its change on each day of the span
 * and its value at the span's end, from one select over the span's changes.
 */
export const countersDashboardSection: DashboardSectionSource<CountersDashboardSection, CountersRows> = {
  id: 'counters',
  reads: (db, range) => ({
    counters: countersRead(db, range.personId),
    sums: sumsPerWindowByCounterRead(db, range.personId, windowsOf(range), range.endMs, range.startMs),
  }),
  shape(rows, range) {
    const dates = datesBetween(range.from, range.to);
    const sums = new Map(rows.sums.map((row) => [row.counterId, windowSumsOfRow(row, dates.length)]));
    const shown = rows.counters.slice(0, DASHBOARD_COUNTERS_MAX).map((counter) => {
      const sum = sums.get(counter.id) ?? { totals: dates.map(() => 0), after: 0 };
      return {
        _id: counter.id,
        name: counter.name,
        groupName: counter.groupName,
        unit: counter.unit,
        dailyGoal: fromThousandths(counter.dailyGoal),
        value: fromThousandths(Number(counter.value) - sum.after),
        change: fromThousandths(sum.totals.reduce((total: number, each: number) => total + each, 0)),
        days: dates.map((date, i) => ({ date, change: fromThousandths(sum.totals[i]!) })),
      };
    });
    return { counters: shown, more: rows.counters.length > DASHBOARD_COUNTERS_MAX };
  },
};
