import { dashboardSpan, type DashboardDay, type DashboardSections } from '@ordna/contract/dashboard';
import { datesBetween, startOfDay, addDays } from '@ordna/contract/kernel/periods';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { signedInOf } from '../../http/signed-in';
import { preferencesOf } from '../auth/public';
import type { DashboardRange, DashboardWiring } from './dashboard-sections';
import { route } from '../../http/endpoint-route';
import { dashboardEndpoints } from '@ordna/contract/dashboard/endpoints';
import { DashboardStatement } from './dashboard-statement';

/**
 * GET /dashboard?date&view: the span of the view around the date, its days with their tracked
 * time and what was written, and every section: the person's preferences, then every section's
 * rows in one statement (dashboard-statement.ts).
 */
export function dashboardRoutes({ sections }: DashboardWiring): AreaRoutes {
  return async (app, { db, clock }) => {
    const statement = new DashboardStatement(sections);
    route(app, dashboardEndpoints.read, async (request) => {
      const signedIn = signedInOf(request);
      const { userId } = signedIn;
      const { date, view } = request.query;
      const { timeZone, showAuto, journalGroup } = await preferencesOf(db, signedIn);
      const { from, to } = dashboardSpan(date, view);
      const dates = datesBetween(from, to);
      const dayStarts = [...dates, addDays(to, 1)].map((day) => startOfDay(day, timeZone));
      const range: DashboardRange = {
        personId: userId,
        view,
        from,
        to,
        startMs: dayStarts[0]!,
        endMs: dayStarts[dayStarts.length - 1]!,
        dayStarts,
        timeZone,
        now: clock(),
        showAuto,
        journalGroup: journalGroup ?? null,
      };
      const rows = await statement.read(db, range);
      const tracked: Record<string, number> = {};
      const written: Record<string, number> = {};
      const loaded = sections.map((source) => {
        const own = rows.get(source.id)!;
        for (const [day, ms] of Object.entries(source.trackedPerDay?.(own, range) ?? {})) {
          tracked[day] = (tracked[day] ?? 0) + ms;
        }
        for (const [day, count] of Object.entries(source.writtenPerDay?.(own, range) ?? {})) {
          written[day] = (written[day] ?? 0) + count;
        }
        return [source.id, source.shape(own, range)] as const;
      });
      const days: DashboardDay[] = dates.map((day) => ({
        date: day,
        trackedMs: Math.round(tracked[day] ?? 0),
        written: written[day] ?? 0,
      }));
      // Each source's shape is its contract schema's, checked against `dashboardAnswer` in tests.
      const answered = Object.fromEntries(loaded) as DashboardSections;
      return ok({ date, view, from, to, days, sections: answered });
    });
  };
}
