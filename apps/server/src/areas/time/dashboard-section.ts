import { DASHBOARD_TIME_GROUPS_MAX, type TimeDashboardSection } from '@ordna/contract/time/dashboard';
import type { Db } from '../../db/database';
import type { DashboardRange, DashboardRows, DashboardSectionSource } from '../dashboard/public';
import {
  perDayRead,
  perGroupRead,
  runningParts,
  runningRead,
  runsInRange,
  type RunningPart,
} from './views/dashboard-reads';

interface TimeRows extends Record<string, object> {
  perDay: { day: string; ms: number };
  perGroup: { timeGroupId: string; ms: number };
  running: RunningPart;
  groups: { id: string; name: string };
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
  };
}

/** Milliseconds tracked per local day: the groups' day rollups plus running stamps up to now. */
function trackedPerDay(rows: DashboardRows<TimeRows>, range: DashboardRange): Record<string, number> {
  const perDay: Record<string, number> = {};
  for (const row of rows.perDay) perDay[row.day] = (perDay[row.day] ?? 0) + Number(row.ms);
  for (const part of runningParts(range, rows.running)) perDay[part.day] = (perDay[part.day] ?? 0) + part.ms;
  return perDay;
}

/**
 * Time on the dashboard: the span's time per time group (the person's own, as the day timeline;
 * docs/architecture.md, "Sharing"). Automatic stamps count when the person shows them (the
 * `showAuto` preference), as everywhere else. On a day, a group with a stamp running on it is
 * listed even when its time rounds to nothing yet, as the timeline draws it. The day's stamps
 * themselves are the time area's own read (GET /time-stamp?date), which the card asks for.
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
    const running = new Set(
      range.view === 'day' ? rows.running.filter((stamp) => runsInRange(range, stamp)).map((s) => s.timeGroupId) : [],
    );
    const withTime = rows.groups
      .map((group) => ({ _id: group.id, name: group.name, ms: Math.round(msOf.get(group.id) ?? 0) }))
      .filter((group) => group.ms > 0 || running.has(group._id))
      .sort((a, b) => b.ms - a.ms || a.name.localeCompare(b.name));
    return {
      totalMs: withTime.reduce((sum, group) => sum + group.ms, 0),
      groups: withTime.slice(0, DASHBOARD_TIME_GROUPS_MAX),
      more: withTime.length > DASHBOARD_TIME_GROUPS_MAX,
    };
  },
};
