import { dashboardSpan, type DashboardDay, type DashboardSections } from '@ordna/contract/dashboard';
import { datesBetween, rangeWindow } from '@ordna/contract/kernel/periods';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { signedInOf } from '../../http/signed-in';
import { preferencesOf } from '../auth/public';
import type { DashboardRange, DashboardWiring } from './dashboard-sections';
import { route } from '../../http/endpoint-route';
import { dashboardEndpoints } from '@ordna/contract/dashboard/endpoints';

const none = Promise.resolve({});

/**
 * GET /dashboard?date&view: the span of the view around the date, its days with their tracked
 * time and what was written, and every section, all loaded at once.
 */
export function dashboardRoutes({ sections, trackedPerDay }: DashboardWiring): AreaRoutes {
  return async (app, { db, clock }) => {
    route(app, dashboardEndpoints.read, async (request) => {
      const { userId } = signedInOf(request);
      const { date, view } = request.query;
      const { timeZone, showAuto } = await preferencesOf(db, userId);
      const { from, to } = dashboardSpan(date, view);
      const window = rangeWindow(from, to, timeZone);
      const range: DashboardRange = {
        personId: userId,
        from,
        to,
        startMs: window.start,
        endMs: window.end,
        timeZone,
      };

      const [tracked, written, loaded] = await Promise.all([
        trackedPerDay(db, { ...range, now: clock(), includeAuto: showAuto }),
        Promise.all(
          sections.map((source): Promise<Record<string, number>> => source.writtenPerDay?.(db, range) ?? none),
        ),
        Promise.all(sections.map(async (source) => [source.id, await source.load(db, range)] as const)),
      ]);
      const days: DashboardDay[] = datesBetween(from, to).map((day) => ({
        date: day,
        trackedMs: Math.round(tracked[day] ?? 0),
        written: written.reduce((sum, perDay) => sum + (perDay[day] ?? 0), 0),
      }));
      // Each source's shape is its contract schema's, checked against `dashboardAnswer` in tests.
      const answered = Object.fromEntries(loaded) as DashboardSections;
      return ok({ date, view, from, to, days, sections: answered });
    });
  };
}
