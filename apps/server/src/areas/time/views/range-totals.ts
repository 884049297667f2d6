import { addDays, addMonths, monthStart, overlapMs, rangeWindow, splitByDay } from '@ordna/contract/kernel/periods';
import type { Db } from '../../../db/database';
import { listSubGroups } from '../sub-groups/sub-groups.store';
import type { TimePerson } from '../time-person';
import { rowsOf, type TimeScope } from '../time-scope';

/** Milliseconds per sub group and local day over a range (rows may repeat a day): the day rollups plus running stamps up to now. */

export interface DayTime {
  subGroupId: string;
  timeGroupId: string;
  day: string;
  ms: number;
}

export interface RangeQuery {
  from: string;
  to: string;
  includeAuto: boolean;
  timeGroupId?: string;
}

export async function dayTimesInRange(
  db: Db,
  person: TimePerson,
  q: RangeQuery,
  scope: TimeScope = 'own',
): Promise<DayTime[]> {
  // Reads only the covering index (userId, day, auto, subGroupId, ms); groups come from the sub groups.
  let rolled = db
    .selectFrom('timeDayTotals')
    .select(['subGroupId', 'day', 'ms'])
    .where(rowsOf(db, scope, person.userId))
    .where('day', '>=', q.from)
    .where('day', '<=', q.to);
  let running = db
    .selectFrom('timeStamps')
    .select(['subGroupId', 'timeGroupId', 'startTime'])
    .where(rowsOf(db, scope, person.userId))
    .where('ended', '=', 0);
  if (!q.includeAuto) {
    rolled = rolled.where('auto', '=', 0);
    running = running.where('auto', '=', 0);
  }
  const [rows, subGroups, stamps] = await Promise.all([
    rolled.execute(),
    listSubGroups(db, person.userId, undefined, scope),
    running.execute(),
  ]);
  const groupOf = new Map(subGroups.map((subGroup) => [subGroup.id, subGroup.timeGroupId]));
  const times: DayTime[] = [];
  for (const row of rows) {
    const timeGroupId = groupOf.get(row.subGroupId);
    if (timeGroupId && (!q.timeGroupId || timeGroupId === q.timeGroupId)) {
      times.push({ subGroupId: row.subGroupId, timeGroupId, day: row.day, ms: Number(row.ms) });
    }
  }
  const window = rangeWindow(q.from, q.to, person.timeZone);
  for (const stamp of stamps) {
    if (q.timeGroupId && stamp.timeGroupId !== q.timeGroupId) continue;
    const start = Math.max(stamp.startTime, window.start);
    const end = Math.min(Math.max(person.now, stamp.startTime), window.end);
    if (end <= start) continue;
    for (const part of splitByDay(start, end, person.timeZone)) {
      times.push({ subGroupId: stamp.subGroupId, timeGroupId: stamp.timeGroupId, day: part.day, ms: part.ms });
    }
  }
  return times;
}

/**
 * Milliseconds per sub group over the dates from–to: month rows for the whole months inside the
 * range, day rows for the days at its ends, plus running stamps up to now (for long calculations).
 */
export async function subGroupTimesInRange(
  db: Db,
  person: TimePerson,
  q: Omit<RangeQuery, 'timeGroupId'>,
  scope: TimeScope = 'own',
): Promise<Map<string, number>> {
  const dayAfter = addDays(q.to, 1);
  const firstWhole = q.from === monthStart(q.from) ? q.from : addMonths(q.from, 1);
  const afterWhole = dayAfter === monthStart(dayAfter) ? dayAfter : monthStart(q.to);
  const dayRanges: [string, string][] = [];
  const totals = new Map<string, number>();
  const add = (subGroupId: string, ms: number) => totals.set(subGroupId, (totals.get(subGroupId) ?? 0) + ms);

  if (firstWhole < afterWhole) {
    let months = db
      .selectFrom('timePeriodTotals')
      .select(['subGroupId', 'ms'])
      .where(rowsOf(db, scope, person.userId))
      .where('grain', '=', 'month')
      .where('start', '>=', firstWhole)
      .where('start', '<', afterWhole);
    if (!q.includeAuto) months = months.where('auto', '=', 0);
    for (const row of await months.execute()) add(row.subGroupId, Number(row.ms));
    if (q.from < firstWhole) dayRanges.push([q.from, addDays(firstWhole, -1)]);
    if (afterWhole <= q.to) dayRanges.push([afterWhole, q.to]);
  } else {
    dayRanges.push([q.from, q.to]);
  }
  for (const [from, to] of dayRanges) {
    let days = db
      .selectFrom('timeDayTotals')
      .select(['subGroupId', 'ms'])
      .where(rowsOf(db, scope, person.userId))
      .where('day', '>=', from)
      .where('day', '<=', to);
    if (!q.includeAuto) days = days.where('auto', '=', 0);
    for (const row of await days.execute()) add(row.subGroupId, Number(row.ms));
  }

  let running = db
    .selectFrom('timeStamps')
    .select(['subGroupId', 'startTime'])
    .where(rowsOf(db, scope, person.userId))
    .where('ended', '=', 0);
  if (!q.includeAuto) running = running.where('auto', '=', 0);
  const window = rangeWindow(q.from, q.to, person.timeZone);
  for (const stamp of await running.execute()) {
    add(stamp.subGroupId, overlapMs(stamp.startTime, Math.max(person.now, stamp.startTime), window));
  }
  return totals;
}
