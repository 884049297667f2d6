import { describe, expect, it } from 'vitest';
import type { TimeListEntry } from '@ordna/contract/time';
import { signUp } from '../../testing/test-app.test-kit';
import { rebuildRollups } from './rollups/rebuild-rollups';
import { seedTimeData } from './seed';
import { timeClient, useTimeTestApp } from './time.test-kit';

const t = useTimeTestApp();

async function rollups(userId: string) {
  const days = await t.db
    .selectFrom('timeDayTotals')
    .select(['subGroupId', 'day', 'auto', 'ms', 'count'])
    .where('userId', '=', userId)
    .orderBy('subGroupId')
    .orderBy('day')
    .execute();
  const periods = await t.db
    .selectFrom('timePeriodTotals')
    .select(['subGroupId', 'grain', 'start', 'auto', 'ms', 'count'])
    .where('userId', '=', userId)
    .orderBy('subGroupId')
    .orderBy('grain')
    .orderBy('start')
    .execute();
  const totals = await t.db
    .selectFrom('timeSubGroupTotals')
    .select(['subGroupId', 'ms', 'count'])
    .where('userId', '=', userId)
    .orderBy('subGroupId')
    .execute();
  return JSON.stringify([days, periods, totals].map((rows) => rows.map((r) => ({ ...r, ms: Number(r.ms) }))));
}

describe('seedTimeData', () => {
  it('bulk-inserts groups, sub groups and stamps with their rollups', async () => {
    const user = await signUp(t.app, { timeZone: 'Europe/Stockholm' });
    const now = t.clock.now;
    const result = await seedTimeData(t.db, user._id, 'Europe/Stockholm', {
      groups: 3,
      subGroupsPerGroup: 4,
      stamps: 9000,
      years: 1,
      now,
    });
    expect(result.timeGroupIds).toHaveLength(3);
    expect(result.subGroupIds).toHaveLength(12);
    const count = await t.db
      .selectFrom('timeStamps')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', user._id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(9000);

    const seeded = await rollups(user._id);
    await rebuildRollups(t.db, user._id, 'Europe/Stockholm');
    expect(seeded).toBe(await rollups(user._id));

    const list = await timeClient(t.app, user).list();
    expect(list).toHaveLength(3);
    expect(list.reduce((sum, g: TimeListEntry) => sum + g.usage, 0)).toBe(9000);
    expect(list.every((g) => g.total > 0 && g.currentMonth > 0)).toBe(true);

    // The export reads in batches; every stamp comes out once.
    const from = new Date(now - 400 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(now + 86_400_000).toISOString().slice(0, 10);
    const csv = await timeClient(t.app, user).get(`/time-stamp/export?from=${from}&to=${to}`);
    const lines = csv.response.body.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(9000);
    const starts = lines.map((line) => line.split(',').slice(2, 4).join(' '));
    expect(new Set(starts).size).toBe(9000);
  });

  it('rebuilds from every stamp when the person already had some', async () => {
    const user = await signUp(t.app);
    const me = timeClient(t.app, user);
    const group = await me.group('Mine');
    await me.stamp(group, 'Before', '2026-11-01T08:00:00Z', '2026-11-01T09:00:00Z');
    await seedTimeData(t.db, user._id, 'UTC', {
      groups: 1,
      subGroupsPerGroup: 1,
      stamps: 10,
      years: 1,
      now: t.clock.now,
    });
    const list = await me.list();
    expect(list.reduce((sum, g) => sum + g.usage, 0)).toBe(11);
  });
});
