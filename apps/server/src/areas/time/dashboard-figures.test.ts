import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dashboardAnswer, type DashboardAnswer } from '@ordna/contract/dashboard';
import { addDays } from '@ordna/contract/kernel/periods';
import { signUp } from '../../testing/test-app.test-kit';
import { rebuildRollups } from './rollups/rebuild-rollups';
import { seedTimeData } from './seed';
import { timeClient, useTimeTestApp } from './time.test-kit';

const t = useTimeTestApp(async ({ clock }) => clock.set('2026-11-18T12:00:00Z'));
const TIME_ZONE = 'Europe/Stockholm';

/**
 * The dashboard's figures come from the time groups' own rollups (`timeGroupTotals`); these are
 * the sub groups' rollups they replaced, summed as the dashboard summed them before: per local day
 * from the day rollups, per group from the day's, week's or month's.
 */
async function subGroupFigures(
  userId: string,
  view: 'day' | 'week' | 'month',
  from: string,
  to: string,
  auto: boolean,
) {
  const withAuto = auto ? [0, 1] : [0];
  const days = await t.db
    .selectFrom('timeDayTotals')
    .select(['day', sql<number>`sum(${sql.ref('ms')})`.as('ms')])
    .where('userId', '=', userId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('auto', 'in', withAuto)
    .groupBy('day')
    .execute();
  const summed = sql<number>`sum(${sql.ref('ms')})`.as('ms');
  const perGroup = await (
    view === 'day'
      ? t.db
          .selectFrom('timeDayTotals')
          .select(['timeGroupId', summed])
          .where('userId', '=', userId)
          .where('day', '=', from)
          .where('auto', 'in', withAuto)
          .groupBy('timeGroupId')
      : t.db
          .selectFrom('timePeriodTotals')
          .select(['timeGroupId', summed])
          .where('userId', '=', userId)
          .where('grain', '=', view)
          .where('start', '=', from)
          .where('auto', 'in', withAuto)
          .groupBy('timeGroupId')
  ).execute();
  return {
    days: Object.fromEntries(days.filter((d) => Number(d.ms) > 0).map((d) => [d.day, Number(d.ms)])),
    groups: Object.fromEntries(perGroup.filter((g) => Number(g.ms) > 0).map((g) => [g.timeGroupId, Number(g.ms)])),
  };
}

describe('the dashboard’s time figures', () => {
  it('equal the sub groups’ rollups summed, per day and per group, with automatic time shown or not', async () => {
    const user = await signUp(t.app, { timeZone: TIME_ZONE });
    const client = timeClient(t.app, user);
    await seedTimeData(t.db, user._id, TIME_ZONE, {
      groups: 4,
      subGroupsPerGroup: 5,
      stamps: 3000,
      years: 1,
      now: Date.parse('2026-11-18T11:00:00Z'),
      seed: 7,
    });
    // A third of the stamps automatic, so the automatic rows differ from the others.
    await t.db
      .updateTable('timeStamps')
      .set({ auto: 1 })
      .where('userId', '=', user._id)
      .where(sql<boolean>`${sql.ref('startTime')} % 3 = 0`)
      .execute();
    await rebuildRollups(t.db, user._id, TIME_ZONE);

    for (const showAuto of [true, false]) {
      expect((await client.put(`/auth/user/${user._id}`, { preferences: { showAuto } })).status).toBe(200);
      for (const [view, date] of [
        ['day', '2026-11-17'],
        ['day', '2026-10-25'], // the day summer time ends: 25 hours
        ['week', '2026-11-11'],
        ['month', '2026-10-10'],
        ['month', '2026-03-01'],
      ] as const) {
        const answer = await client.get<DashboardAnswer>(`/dashboard?date=${date}&view=${view}`);
        expect(answer.status).toBe(200);
        const { days, sections } = dashboardAnswer.parse(answer.data);
        const from = days[0]!.date;
        const to = days.at(-1)!.date;
        expect(to).toBe(addDays(from, days.length - 1));
        const before = await subGroupFigures(user._id, view, from, to, showAuto);
        const shown = { showAuto, view, date };
        expect(Object.keys(before.days).length, JSON.stringify(shown)).toBeGreaterThan(0);
        expect(
          Object.fromEntries(days.filter((d) => d.trackedMs > 0).map((d) => [d.date, d.trackedMs])),
          JSON.stringify(shown),
        ).toEqual(before.days);
        expect(
          Object.fromEntries(sections.time!.groups.map((group) => [group._id, group.ms])),
          JSON.stringify(shown),
        ).toEqual(before.groups);
      }
    }
  });
});
