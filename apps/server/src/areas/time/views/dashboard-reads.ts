import { sql } from 'kysely';
import { splitByDay } from '@ordna/contract/kernel/periods';
import type { Db } from '../../../db/database';
import type { DashboardRange } from '../../dashboard/public';
import { NAMED_STAMP_COLUMNS, type NamedStampRow } from '../stamps/time-stamps.store';

/**
 * The time area's reads for the dashboard, as selects the dashboard runs in its one statement:
 * the day rollups of the span per (day, group), the running stamps, the groups and, for one day,
 * the ended stamps overlapping it. Only the person's own time (docs/architecture.md, "Sharing").
 */

export function namedStamps(db: Db, range: DashboardRange) {
  let query = db
    .selectFrom('timeStamps')
    .innerJoin('subGroups', 'subGroups.id', 'timeStamps.subGroupId')
    .select(NAMED_STAMP_COLUMNS)
    .where('timeStamps.userId', '=', range.personId);
  if (!range.showAuto) query = query.where('timeStamps.auto', '=', sql.lit(0));
  return query;
}

/**
 * The span's tracked time per local day, from the day rollups' covering (userId, day, auto,
 * timeGroupId…) index, summed as it is read (grouped in the index's order, so SQLite sorts
 * nothing; `+auto` keeps it from taking the automatic condition as an index term, which made it
 * sort again). A day may come as two rows, with and without automatic time; the section adds them.
 */
export function perDayRead(db: Db, range: DashboardRange) {
  let query = db
    .selectFrom('timeDayTotals')
    .select(['day', sql<number>`sum(${sql.ref('ms')})`.as('ms')])
    .where('userId', '=', range.personId)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to);
  if (!range.showAuto) query = query.where(sql<boolean>`+${sql.ref('auto')} = 0`);
  return query.groupBy(['day', 'auto']);
}

/**
 * The span's tracked time per time group: for a week or a month the calendar period's own rollup
 * (a row per sub group), for a day that day's; never a row per (day, group), which for a month was
 * 600 rows built into JSON and read back. A group may come as two rows (automatic time or not).
 */
export function perGroupRead(db: Db, range: DashboardRange) {
  if (range.view === 'day') {
    let query = db
      .selectFrom('timeDayTotals')
      .select(['timeGroupId', sql<number>`sum(${sql.ref('ms')})`.as('ms')])
      .where('userId', '=', range.personId)
      .where('day', '=', range.from);
    if (!range.showAuto) query = query.where('auto', '=', sql.lit(0));
    return query.groupBy(['auto', 'timeGroupId']);
  }
  let query = db
    .selectFrom('timePeriodTotals')
    .select(['timeGroupId', sql<number>`sum(${sql.ref('ms')})`.as('ms')])
    .where('userId', '=', range.personId)
    .where('grain', '=', sql.lit(range.view))
    .where('start', '=', range.from);
  if (!range.showAuto) query = query.where('auto', '=', sql.lit(0));
  return query.groupBy(['auto', 'timeGroupId']);
}

/** The person's running stamps (from the partial index of running stamps). */
export function runningRead(db: Db, range: DashboardRange) {
  return namedStamps(db, range).where('timeStamps.ended', '=', sql.lit(0));
}

/**
 * Ended stamps overlapping [startMs, endMs): those that start at most the person's longest stamp
 * before it (through the (userId, startTime) index). A stamp with no length counts where it starts.
 */
export function endedOverlappingRead(db: Db, range: DashboardRange) {
  const reach = db.selectFrom('timeUserBounds').select('longestMs').where('timeUserBounds.userId', '=', range.personId);
  return namedStamps(db, range)
    .where('timeStamps.ended', '=', sql.lit(1))
    .where(sql<boolean>`${sql.ref('timeStamps.startTime')} >= ${range.startMs} - coalesce((${reach}), 0)`)
    .where('timeStamps.startTime', '<', range.endMs)
    .where((eb) =>
      eb.or([eb('timeStamps.endTime', '>', range.startMs), eb('timeStamps.startTime', '>=', range.startMs)]),
    );
}

/**
 * A day's timeline: its ended stamps with a length (a stamp with none, a journal entry, has no
 * place on it) overlapping the day, the first `limit` by start. Read in the (userId, startTime)
 * index's order and cut there, so a busy day (hundreds of stamps) is not built into JSON and read
 * back whole to show the first few hundred.
 */
export function timelineRead(db: Db, range: DashboardRange, limit: number) {
  return endedOverlappingRead(db, range)
    .whereRef('timeStamps.endTime', '!=', 'timeStamps.startTime')
    .orderBy('timeStamps.startTime')
    .orderBy('timeStamps.id')
    .limit(limit);
}

/** Running stamps that overlap the range as of now, with the ended ones, by start. */
export function overlapping(range: DashboardRange, ended: NamedStampRow[], running: NamedStampRow[]): NamedStampRow[] {
  const started = running.filter(
    (stamp) =>
      stamp.startTime < range.endMs &&
      (Math.max(range.now, stamp.startTime) > range.startMs || stamp.startTime >= range.startMs),
  );
  return [...ended, ...started].sort((a, b) => a.startTime - b.startTime || a.id.localeCompare(b.id));
}

/** The running stamps' time inside the range up to now, cut per local day. */
export function runningParts(
  range: DashboardRange,
  running: Pick<NamedStampRow, 'timeGroupId' | 'startTime'>[],
): { timeGroupId: string; day: string; ms: number }[] {
  const parts: { timeGroupId: string; day: string; ms: number }[] = [];
  for (const stamp of running) {
    const start = Math.max(Number(stamp.startTime), range.startMs);
    const end = Math.min(Math.max(range.now, Number(stamp.startTime)), range.endMs);
    if (end <= start) continue;
    for (const part of splitByDay(start, end, range.timeZone)) parts.push({ timeGroupId: stamp.timeGroupId, ...part });
  }
  return parts;
}
