import {
  DASHBOARD_TIME_GROUPS_MAX,
  DASHBOARD_TIMELINE_STAMPS_MAX,
  type TimeDashboardSection,
} from '@ordna/contract/time/dashboard';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { DashboardRange, DashboardRows, DashboardSectionSource } from '../dashboard/public';
import type { NamedStampRow } from './stamps/time-stamps.store';
import {
  overlapping,
  perDayRead,
  perGroupRead,
  runningParts,
  runningRead,
  timelineRead,
} from './views/dashboard-reads';
import { toTimeStamp } from './views/time-entries';

interface TimeRows extends Record<string, object> {
  perDay: { day: string; ms: number };
  perGroup: { timeGroupId: string; ms: number };
  running: NamedStampRow;
  groups: { id: string; name: string };
  ended: NamedStampRow;
}

function reads(db: Db, range: DashboardRange) {
  const groups = db
    .selectFrom('timeGroups')
    .select(['id', 'name'])
    .where('userId', '=', range.personId)
    .orderBy('nameKey');
  return {
    perDay: perDayRead(db, range),
    perGroup: perGroupRead(db, range),
    running: runningRead(db, range),
    groups,
    // Only a day has a timeline; for a week or month the read is empty at once. One more than
    // shown tells whether there are more.
    ended: timelineRead(db, range, DASHBOARD_TIMELINE_STAMPS_MAX + 1).where(
      range.dayStarts.length === 2 ? sql<boolean>`1 = 1` : sql<boolean>`1 = 0`,
    ),
  };
}

/** Milliseconds tracked per local day: the rollups plus running stamps up to now. */
function trackedPerDay(rows: DashboardRows<TimeRows>, range: DashboardRange): Record<string, number> {
  const perDay: Record<string, number> = {};
  for (const row of rows.perDay) perDay[row.day] = (perDay[row.day] ?? 0) + Number(row.ms);
  for (const part of runningParts(range, rows.running)) perDay[part.day] = (perDay[part.day] ?? 0) + part.ms;
  return perDay;
}

/**
 * Time on the dashboard: the span's time per time group (the person's own, as the day timeline;
 * docs/architecture.md, "Sharing") and, for one day, its stamps for a timeline. Automatic stamps
 * count when the person shows them (the `showAuto` preference), as everywhere else. A group with a
 * stamp on the day's timeline is listed even when its stamps add up to nothing yet.
 */
export const timeDashboardSection: DashboardSectionSource<TimeDashboardSection, TimeRows> = {
  id: 'time',
  reads,
  trackedPerDay,
  shape(rows, range) {
    const msOf = new Map<string, number>();
    const add = (id: string, ms: number) => msOf.set(id, (msOf.get(id) ?? 0) + ms);
    for (const row of rows.perGroup) add(row.timeGroupId, Number(row.ms));
    for (const part of runningParts(range, rows.running)) add(part.timeGroupId, part.ms);
    const oneDay = range.from === range.to;
    // The ended stamps come cut at the first that are shown (and one more); every running one
    // comes. A group with an ended stamp past the cut has time on the day in its rollups, so it is
    // listed for that; only a running stamp can put a group with no time yet on the timeline.
    const stamps = oneDay ? overlapping(range, rows.ended, rows.running) : [];
    const onTimeline = new Set(stamps.map((stamp) => stamp.timeGroupId));
    const withTime = rows.groups
      .map((group) => ({ _id: group.id, name: group.name, ms: Math.round(msOf.get(group.id) ?? 0) }))
      .filter((group) => group.ms > 0 || onTimeline.has(group._id))
      .sort((a, b) => b.ms - a.ms || a.name.localeCompare(b.name));
    return {
      totalMs: withTime.reduce((sum, group) => sum + group.ms, 0),
      groups: withTime.slice(0, DASHBOARD_TIME_GROUPS_MAX),
      stamps: stamps.slice(0, DASHBOARD_TIMELINE_STAMPS_MAX).map((row) => toTimeStamp(row, range.timeZone, range.now)),
      more: withTime.length > DASHBOARD_TIME_GROUPS_MAX || stamps.length > DASHBOARD_TIMELINE_STAMPS_MAX,
    };
  },
};
