import { describe, expect, it } from 'vitest';
import { dashboardRefusals } from '@ordna/contract/dashboard/refusals';
import { signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { dashboardClient, HOUR, type DashboardClient } from './dashboard.test-kit';

let me: DashboardClient;
let other: DashboardClient;

const t = useTestApp(async () => {
  me = dashboardClient(t.app, await signUp(t.app, { timeZone: 'Europe/Stockholm' }));
  other = dashboardClient(t.app, await signUp(t.app));
});

const dashboard = (client: DashboardClient, query: string) => client.dashboard(query);

describe('the dashboard', () => {
  it('answers a day, a week and a month with every day of the span and its tracked time', async () => {
    const work = await me.group('Work');
    // 23:00–01:00 Stockholm (UTC+1 in November): one hour on each side of midnight.
    await me.stamp(work, 'Late', '2026-11-09T22:00:00Z', '2026-11-10T00:00:00Z');
    await me.stamp(work, 'Morning', '2026-11-10T08:00:00Z', '2026-11-10T10:30:00Z');

    const day = await dashboard(me, 'date=2026-11-10&view=day');
    expect(day).toMatchObject({ date: '2026-11-10', view: 'day', from: '2026-11-10', to: '2026-11-10' });
    expect(day.days).toEqual([{ date: '2026-11-10', trackedMs: 3.5 * HOUR, written: 0 }]);

    const week = await dashboard(me, 'date=2026-11-10&view=week');
    expect(week).toMatchObject({ from: '2026-11-09', to: '2026-11-15' });
    expect(week.days.map((d) => d.trackedMs)).toEqual([HOUR, 3.5 * HOUR, 0, 0, 0, 0, 0]);

    const month = await dashboard(me, 'date=2026-02-14&view=month');
    expect(month).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(month.days).toHaveLength(28);

    const byDefault = await dashboard(me, 'date=2026-11-10');
    expect(byDefault.view).toBe('day');
  });

  it('counts only the person’s own time', async () => {
    const theirs = await other.group('Theirs');
    await other.stamp(theirs, 'Secret', '2026-11-10T08:00:00Z', '2026-11-10T09:00:00Z');
    const mine = await dashboard(me, 'date=2026-11-10&view=day');
    expect(mine.days[0]!.trackedMs).toBe(3.5 * HOUR);
    const stranger = await dashboard(dashboardClient(t.app, await signUp(t.app)), 'date=2026-11-10&view=day');
    expect(stranger.days).toEqual([{ date: '2026-11-10', trackedMs: 0, written: 0 }]);
  });

  it('refuses a missing or impossible date, one outside 1970–2099 and an unknown view', async () => {
    for (const query of ['', 'date=2026-02-30', 'date=tomorrow', 'date=2026-1-1', `date=${'9'.repeat(200)}`]) {
      expect(await me.get(`/dashboard?${query}`)).toMatchObject({
        status: 400,
        code: dashboardRefusals.dateRequired.code,
      });
    }
    for (const date of ['1969-12-31', '2100-01-01']) {
      expect(await me.get(`/dashboard?date=${date}`)).toMatchObject({
        status: 400,
        code: dashboardRefusals.dateOutOfRange.code,
      });
    }
    expect(await me.get('/dashboard?date=2026-11-10&view=year')).toMatchObject({
      status: 400,
      code: dashboardRefusals.viewUnknown.code,
    });
    expect((await dashboard(me, 'date=1970-01-01&view=week')).from).toBe('1969-12-29');
  });

  it('answers 401 without sign-in', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/dashboard?date=2026-11-10' });
    expect(answer.statusCode).toBe(401);
  });
});
