import {
  DASHBOARD_TIME_GROUPS_MAX,
  DASHBOARD_TIMELINE_STAMPS_MAX,
  type TimeDashboardSection,
} from '@ordna/contract/time/dashboard';
import type { Db } from '../../db/database';
import type { DashboardRange, DashboardSectionSource } from '../dashboard/public';
import { preferencesOf } from '../auth/public';
import { listGroups } from './groups/time-groups.store';
import { overlappingStamps } from './stamps/time-stamps.store';
import { msPerTimeGroup } from './views/span-totals';
import { toTimeStamp } from './views/time-entries';

/**
 * Time on the dashboard: the span's time per time group (the person's own, as the day timeline;
 * docs/architecture.md, "Sharing") and, for one day, its stamps for a timeline. Automatic stamps
 * count when the person shows them (the `showAuto` preference), as everywhere else. A group with a
 * stamp on the day's timeline is listed even when its stamps add up to nothing yet.
 */
export function timeDashboardSection(clock: () => number): DashboardSectionSource<TimeDashboardSection> {
  return {
    id: 'time',
    async load(db: Db, range: DashboardRange) {
      const now = clock();
      const { showAuto } = await preferencesOf(db, range.personId);
      const oneDay = range.from === range.to;
      const [msOf, groups, overlapping] = await Promise.all([
        msPerTimeGroup(db, { ...range, now, includeAuto: showAuto }),
        listGroups(db, range.personId),
        oneDay ? overlappingStamps(db, range.personId, { start: range.startMs, end: range.endMs }, showAuto, now) : [],
      ]);
      // A stamp with no length (a journal entry) has no place on a timeline.
      const stamps = overlapping.filter(
        (stamp) => stamp.ended === 0 || Number(stamp.endTime) !== Number(stamp.startTime),
      );
      const onTimeline = new Set(stamps.map((stamp) => stamp.timeGroupId));
      const withTime = groups
        .map((group) => ({ _id: group.id, name: group.name, ms: Math.round(msOf.get(group.id) ?? 0) }))
        .filter((group) => group.ms > 0 || onTimeline.has(group._id))
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
