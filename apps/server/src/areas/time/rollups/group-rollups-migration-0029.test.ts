import { describe, expect, it } from 'vitest';
import { databaseMigratedTo, storedUser } from '../../../testing/migration.test-kit';

describe("migration 0029: each time group's rollups, summed from its sub groups' rows kept before", () => {
  const at = databaseMigratedTo('0028-notes-scale');

  it("fills timeGroupTotals with every group's sums per day, week, month and all time", async () => {
    const { db } = at;
    await db
      .insertInto('users')
      .values([storedUser('ann'), storedUser('bob')])
      .execute();
    const owner = (userId: string, timeGroupId: string, subGroupId: string, auto: number, ms: number) => ({
      userId,
      timeGroupId,
      subGroupId,
      auto,
      ms,
      count: 1,
    });
    // Two sub groups of ann's group w, one of her group g (automatic), one of bob's.
    const rows = [
      owner('ann', 'w', 's1', 0, 1000),
      owner('ann', 'w', 's2', 0, 500),
      owner('ann', 'g', 's3', 1, 70),
      owner('bob', 'b', 's4', 0, 9),
    ];
    await db
      .insertInto('timeDayTotals')
      .values(rows.map((row) => ({ ...row, day: '2026-11-18' })))
      .execute();
    await db
      .insertInto('timePeriodTotals')
      .values(
        rows.flatMap((row) => [
          { ...row, grain: 'week' as const, start: '2026-11-16' },
          { ...row, grain: 'month' as const, start: '2026-11-01' },
        ]),
      )
      .execute();
    await db.insertInto('timeSubGroupTotals').values(rows).execute();
    await at.migrateOn();

    const groups = await db
      .selectFrom('timeGroupTotals')
      .select(['userId', 'timeGroupId', 'grain', 'start', 'auto', 'ms', 'count'])
      .orderBy('userId')
      .orderBy('timeGroupId')
      .orderBy('grain')
      .execute();
    const sums = (userId: string, timeGroupId: string, auto: number, ms: number, count: number) =>
      [
        ['all', ''],
        ['day', '2026-11-18'],
        ['month', '2026-11-01'],
        ['week', '2026-11-16'],
      ].map(([grain, start]) => ({ userId, timeGroupId, grain, start, auto, ms, count }));
    expect(groups.map((row) => ({ ...row, ms: Number(row.ms), count: Number(row.count) }))).toEqual([
      ...sums('ann', 'g', 1, 70, 1),
      ...sums('ann', 'w', 0, 1500, 2),
      ...sums('bob', 'b', 0, 9, 1),
    ]);
  });
});
