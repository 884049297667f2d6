import { describe, expect, it } from 'vitest';
import { signUp } from '../../../testing/test-app.test-kit';
import { rebuildRollups } from './rebuild-rollups';
import { groupRollupRows } from './group-rollup-rows.test-kit';
import { useTimeTestApp, HOUR, MINUTE, timeClient } from '../time.test-kit';

/**
 * Each time group's rollups (group-rollups.ts), which the group list reads: right when several
 * writes land at once (PostgreSQL runs them side by side), when a time group goes, and equal to a
 * rebuild from the stamps afterwards.
 */

const ZONE = 'Europe/Stockholm';
const t = useTimeTestApp();

const groupRows = (userId: string) => groupRollupRows(t.db, userId);

async function keptEqualsRebuilt(userId: string) {
  const kept = await groupRows(userId);
  await rebuildRollups(t.db, userId, ZONE);
  expect(kept).toEqual(await groupRows(userId));
  return kept;
}

describe("time groups' rollups", () => {
  it('count every stamp written at once into one time group, and every end at once', async () => {
    t.clock.set('2026-11-18T12:00:00Z');
    const me = timeClient(t.app, await signUp(t.app, { timeZone: ZONE }));
    const group = await me.group('Busy');
    const names = Array.from({ length: 8 }, (_, i) => `Part ${i}`);
    // Recorded stamps in eight sub groups of one group, the same day, all at once.
    const recorded = await Promise.all(
      names.map((name) =>
        me.post('/time-stamp', {
          timeGroupId: group,
          name,
          startTime: '2026-11-18T08:00:00Z',
          endTime: '2026-11-18T09:00:00Z',
        }),
      ),
    );
    expect(recorded.map((answer) => answer.status)).toEqual(names.map(() => 201));
    // Running stamps in the same sub groups, ended all at once.
    const started = await Promise.all(names.map((name) => me.stamp(group, name, '2026-11-18T10:00:00Z')));
    const ended = await Promise.all(
      started.map((stamp) => me.put('/time-stamp', { timeStampId: stamp._id, ended: true })),
    );
    expect(ended.map((answer) => answer.status)).toEqual(names.map(() => 200));

    const rows = await keptEqualsRebuilt(me.user._id);
    expect(rows.find((row) => row.grain === 'day' && row.start === '2026-11-18')).toMatchObject({
      ms: 8 * (HOUR + 2 * HOUR),
      count: 16,
    });
    const [entry] = await me.list('2026-11-18');
    expect(entry).toMatchObject({ today: 24 * HOUR, usage: 16, activeStamp: null });
  });

  it('lose a deleted stamp at once with a new one, and keep no empty row', async () => {
    t.clock.set('2026-11-18T12:00:00Z');
    const me = timeClient(t.app, await signUp(t.app, { timeZone: ZONE }));
    const group = await me.group('Churn');
    const first = await me.stamp(group, 'One', '2026-11-18T08:00:00Z', '2026-11-18T08:30:00Z');
    const [removed, added] = await Promise.all([
      me.del(`/time-stamp?timeStampId=${first._id}`),
      me.post('/time-stamp', {
        timeGroupId: group,
        name: 'Two',
        startTime: '2026-11-17T08:00:00Z',
        endTime: '2026-11-17T08:10:00Z',
      }),
    ]);
    expect([removed.status, added.status]).toEqual([200, 201]);
    const rows = await keptEqualsRebuilt(me.user._id);
    expect(rows.filter((row) => row.grain === 'day').map((row) => [row.start, row.ms])).toEqual([
      ['2026-11-17', 10 * MINUTE],
    ]);
    expect(rows.every((row) => row.ms !== 0 || row.count !== 0)).toBe(true);
  });

  it("go with their time group, leaving the others' as they were", async () => {
    t.clock.set('2026-11-18T12:00:00Z');
    const me = timeClient(t.app, await signUp(t.app, { timeZone: ZONE }));
    const gone = await me.group('Gone');
    const kept = await me.group('Kept');
    await me.stamp(gone, 'A', '2026-11-18T08:00:00Z', '2026-11-18T09:00:00Z');
    await me.stamp(kept, 'B', '2026-11-18T09:00:00Z', '2026-11-18T09:20:00Z');
    expect((await me.del(`/time-group?timeGroupId=${gone}`)).status).toBe(200);
    const rows = await keptEqualsRebuilt(me.user._id);
    expect(new Set(rows.map((row) => row.timeGroupId))).toEqual(new Set([kept]));
    expect((await me.list('2026-11-18')).map((entry) => [entry.name, entry.today])).toEqual([['Kept', 20 * MINUTE]]);
  });

  it('follow a sub group moved into another time group', async () => {
    t.clock.set('2026-11-18T12:00:00Z');
    const me = timeClient(t.app, await signUp(t.app, { timeZone: ZONE }));
    const from = await me.group('From');
    const to = await me.group('To');
    const moving = await me.stamp(from, 'Moving', '2026-11-18T08:00:00Z', '2026-11-18T09:00:00Z');
    const target = await me.stamp(to, 'Target', '2026-11-18T09:00:00Z', '2026-11-18T09:30:00Z');
    const moved = await me.put('/sub-group', {
      moveSubGroup: true,
      subGroupId: moving.subGroupId,
      newSubGroupId: target.subGroupId,
    });
    expect(moved.status).toBe(200);
    await keptEqualsRebuilt(me.user._id);
    const list = await me.list('2026-11-18');
    expect(list.map((entry) => [entry.name, entry.today, entry.usage])).toEqual([
      ['From', 0, 0],
      ['To', HOUR + 30 * MINUTE, 2],
    ]);
  });
});
