import {
  DASHBOARD_TIME_GROUPS_MAX,
  DASHBOARD_TIMELINE_STAMPS_MAX,
  type TimeDashboardSection,
} from '@ordna/contract/time-dashboard';
import { localDate } from '@ordna/contract/periods';
import type { Db } from '../../db/database';
import type { DashboardRange, DashboardSectionSource } from '../dashboard/public';
import { preferencesOf } from '../auth/public';
import { listGroups } from './groups/time-groups.store';
import { overlappingStamps } from './stamps/time-stamps.store';
import { dayTimesInRange } from './views/range-totals';
import { toTimeStamp } from './views/time-entries';

/**
 * Time on the dashboard: the span's time per time group (the person's own, as the day timeline;
 * docs/architecture.md, "Sharing") and, for one day, its stamps for a timeline. Automatic stamps
 * count when the person shows them (the `showAuto` preference), as everywhere else.
 */
export function timeDashboardSection(clock: () => number): DashboardSectionSource<TimeDashboardSection> {
  return {
    id: 'time',
    async load(db: Db, range: DashboardRange) {
      const now = clock();
      const { showAuto } = await preferencesOf(db, range.personId);
      const person = {
        userId: range.personId,
        timeZone: range.timeZone,
        showAuto,
        now,
        today: localDate(now, range.timeZone),
      };
      const oneDay = range.from === range.to;
      const [times, groups, stamps] = await Promise.all([
        dayTimesInRange(db, person, { from: range.from, to: range.to, includeAuto: showAuto }),
        listGroups(db, range.personId),
        oneDay ? overlappingStamps(db, range.personId, { start: range.startMs, end: range.endMs }, showAuto, now) : [],
      ]);
      const msOf = new Map<string, number>();
      for (const time of times) msOf.set(time.timeGroupId, (msOf.get(time.timeGroupId) ?? 0) + time.ms);
      const withTime = groups
        .map((group) => ({ _id: group.id, name: group.name, ms: Math.round(msOf.get(group.id) ?? 0) }))
        .filter((group) => group.ms > 0)
        .sort((a, b) => b.ms - a.ms || a.name.localeCompare(b.name));
      return {
        totalMs: withTime.reduce((sum, group) => sum + group.ms, 0),
        groups: withTime.slice(0, DASHBOARD_TIME_GROUPS_MAX),
        stamps: stamps.slice(0, DASHBOARD_TIMELINE_STAMPS_MAX).map((row) => toTimeStamp(row, range.timeZone, now)),
        more: withTime.length > DASHBOARD_TIME_GROUPS_MAX || stamps.length > DASHBOARD_TIMELINE_STAMPS_MAX,
      };
    },
  };
}
