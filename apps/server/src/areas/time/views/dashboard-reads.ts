import { sql } from 'kysely';
import { splitByDay } from '@ordna/contract/kernel/periods';
import type { Db } from '../../../db/database';
import type { DashboardRange } from '../../dashboard/public';

/**
 * The time area's reads for the dashboard, as selects the dashboard runs in its one statement:
 * the time groups' own rollups of the span (per day, and per group for the span's day, week or
 * month) and the running stamps. Only the person's own time (docs/architecture.md, "Sharing"). A
 * day's stamps are not read here: the card reads them as the timeline page does.
 */

/** A running stamp as the dashboard counts it: whose group, and since when. */
export interface RunningPart {
  timeGroupId: string;
  startTime: number;
}

/**
 * The span's tracked time per local day, from the time groups' day rollups (`timeGroupTotals`,
 * one row per group and day) through their covering (userId, grain, start, auto, timeGroupId…)
 * index, summed as it is read (grouped in the index's order, so nothing is sorted; `+auto` keeps
 * the automatic condition from being taken as an index term). A day may come as two rows, with
 * and without automatic time; the section adds them.
 */
export function perDayRead(db: Db, range: DashboardRange) {
  let query = db
    .selectFrom('timeGroupTotals')
    .select([sql<string>`${sql.ref('start')}`.as('day'), sql<number>`sum(${sql.ref('ms')})`.as('ms')])
    .where('userId', '=', range.personId)
    .where('grain', '=', sql.lit('day'))
    .where('start', '>=', range.from)
    .where('start', '<=', range.to);
  if (!range.showAuto) query = query.where(sql<boolean>`+${sql.ref('auto')} = 0`);
  return query.groupBy(['start', 'auto']);
}

/**
 * The span's tracked time per time group: the group's own rollup of the span's day, calendar week
 * or month, one row per group (two when it has automatic time and the person shows it).
 */
export function perGroupRead(db: Db, range: DashboardRange) {
  let query = db
    .selectFrom('timeGroupTotals')
    .select(['timeGroupId', 'ms'])
    .where('userId', '=', range.personId)
    .where('grain', '=', sql.lit(range.view))
    .where('start', '=', range.from);
  if (!range.showAuto) query = query.where('auto', '=', sql.lit(0));
  return query;
}

/** The person's running stamps, what the counting needs of them (through the (userId, ended) index). */
export function runningRead(db: Db, range: DashboardRange) {
  let query = db
    .selectFrom('timeStamps')
    .select(['timeStamps.timeGroupId', 'timeStamps.startTime'])
    .where('timeStamps.userId', '=', range.personId)
    .where('timeStamps.ended', '=', sql.lit(0));
  if (!range.showAuto) query = query.where('timeStamps.auto', '=', sql.lit(0));
  return query;
}

/** Whether a running stamp lies in the range as of now (the day timeline draws it). */
export function runsInRange(range: DashboardRange, stamp: RunningPart): boolean {
  const startTime = Number(stamp.startTime);
  return startTime < range.endMs && (Math.max(range.now, startTime) > range.startMs || startTime >= range.startMs);
}

/** The running stamps' time inside the range up to now, cut per local day. */
export function runningParts(
  range: DashboardRange,
  running: RunningPart[],
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
