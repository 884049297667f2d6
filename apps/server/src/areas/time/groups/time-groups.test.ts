import { timeRefusals } from '@ordna/contract/time/refusals';
import { describe, expect, it } from 'vitest';
import {
  type ShallowTimeGroup,
  type SubGroupListEntry,
  type TimeGroupDetail,
  type TimeListEntry,
  type TimeStampDay,
} from '@ordna/contract/time';
import { IN_STOCKHOLM, IN_UTC, signUpPeople } from '../../../testing/use-test-app.test-kit';
import { useTimeTestApp, HOUR, MINUTE, timeClient, type TimeClient } from '../time.test-kit';

let me: TimeClient;
let other: TimeClient;
const t = useTimeTestApp(async ({ app }) => {
  ({ me, other } = await signUpPeople(app, { me: IN_STOCKHOLM, other: IN_UTC }, timeClient));
});

const find = (list: TimeListEntry[], id: string) => list.find((entry) => entry._id === id)!;
const totalsOf = (entry: TimeListEntry) => ({
  today: entry.today,
  yesterDay: entry.yesterDay,
  currentWeek: entry.currentWeek,
  lastWeek: entry.lastWeek,
  currentMonth: entry.currentMonth,
  lastMonth: entry.lastMonth,
  total: entry.total,
});

describe('time group CRUD', () => {
  it('creates, refuses empty and duplicate names, renames, lists shallow', async () => {
    const created = await me.post<TimeListEntry>('/time-group', { name: 'Studies' });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name: 'Studies', usage: 0, total: 0, today: 0, activeStamp: null, tags: [] });
    const empty = await me.post('/time-group', { name: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.message).toBe(timeRefusals.nameRequired.message);
    // A schema's message that is a refusal's text carries that refusal's code.
    expect(empty.code).toBe(timeRefusals.nameRequired.code);
    const duplicate = await me.post('/time-group', { name: 'studies' });
    expect(duplicate.status).toBe(409);
    expect((await other.post('/time-group', { name: 'Studies' })).status).toBe(201);

    const renamed = await me.put<TimeListEntry>('/time-group', { groupId: created.data._id, name: 'Learning' });
    expect(renamed.data.name).toBe('Learning');
    expect((await me.put('/time-group', { name: 'x' })).message).toMatch(/groupId/);
    expect((await other.put('/time-group', { groupId: created.data._id, name: 'Mine' })).status).toBe(404);
    const shallow = await me.get<ShallowTimeGroup[]>('/time-group?shallow=true');
    expect(shallow.data).toEqual([{ _id: created.data._id, name: 'Learning', tags: [] }]);
  });

  it("answers 404 for another person's group and deletes a group with everything in it", async () => {
    const id = await me.group('Doomed');
    const stamp = await me.stamp(id, 'Part', '2026-11-18T08:00:00Z', '2026-11-18T09:00:00Z');
    expect((await other.get(`/time-group?timeGroupId=${id}`)).status).toBe(404);
    expect((await other.del(`/time-group?timeGroupId=${id}`)).status).toBe(404);
    expect((await other.get(`/time-group?timeGroupId=${id}`)).message).toBe(timeRefusals.timeGroupNotFound.message);
    expect((await me.del(`/time-group?timeGroupId=${id}`)).status).toBe(200);
    expect((await me.get(`/time-stamp?timeStampId=${stamp._id}`)).status).toBe(404);
    expect((await me.get(`/sub-group?subGroupId=${stamp.subGroupId}`)).status).toBe(404);
    const rollups = await t.db.selectFrom('timeDayTotals').select('day').where('timeGroupId', '=', id).execute();
    expect(rollups).toEqual([]);
  });
});

describe('the list totals', () => {
  it('follow start, stop, edit, reopen, move and delete, for the date asked', async () => {
    t.clock.set('2026-11-18T09:00:00Z'); // Wednesday, 10:00 in Stockholm
    const id = await me.group('Totals');
    const list = async (date?: string) => find(await me.list(date), id);

    await me.stamp(id, 'Old', '2026-10-20T08:00:00Z', '2026-10-20T10:00:00Z'); // last month
    await me.stamp(id, 'Old', '2026-11-10T08:00:00Z', '2026-11-10T09:00:00Z'); // last week
    await me.stamp(id, 'Old', '2026-11-17T08:00:00Z', '2026-11-17T08:30:00Z'); // yesterday
    expect(totalsOf(await list())).toEqual({
      today: 0,
      yesterDay: HOUR / 2,
      currentWeek: HOUR / 2,
      lastWeek: HOUR,
      currentMonth: 1.5 * HOUR,
      lastMonth: 2 * HOUR,
      total: 3.5 * HOUR,
    });

    const running = await me.stamp(id, 'Now');
    t.clock.advance(20 * MINUTE);
    let entry = await list();
    expect(entry.today).toBe(20 * MINUTE);
    expect(entry.total).toBe(3.5 * HOUR + 20 * MINUTE);
    expect(entry.usage).toBe(4);
    expect(entry.activeStamp).toEqual({
      startTime: running.startTime,
      timeStampId: running._id,
      countedUntil: new Date(t.clock.now).toISOString(),
    });

    t.clock.advance(10 * MINUTE);
    await me.put('/time-stamp', { timeStampId: running._id, ended: true });
    t.clock.advance(HOUR); // time passes; an ended stamp no longer grows
    entry = await list();
    expect(entry.today).toBe(30 * MINUTE);
    expect(entry.activeStamp).toBeNull();

    await me.put('/time-stamp', { timeStampId: running._id, startTime: '2026-11-18T07:00:00Z' });
    entry = await list();
    expect(entry.today).toBe(2.5 * HOUR);

    await me.put('/time-stamp', { timeStampId: running._id, ended: false });
    entry = await list();
    expect(entry.today).toBe(t.clock.now - Date.parse('2026-11-18T07:00:00Z'));
    expect(entry.activeStamp?.timeStampId).toBe(running._id);
    await me.put('/time-stamp', { timeStampId: running._id, endTime: '2026-11-18T08:00:00Z' });

    // Asked for an earlier date, the windows move and later time is not in the total.
    const lastWeek = await list('2026-11-10');
    expect(totalsOf(lastWeek)).toEqual({
      today: HOUR,
      yesterDay: 0,
      currentWeek: HOUR,
      lastWeek: 0,
      currentMonth: HOUR,
      lastMonth: 2 * HOUR,
      total: 3 * HOUR,
    });

    const old = (await me.get<TimeStampDay>('/time-stamp?date=2026-11-17'))!.data.stamps.find(
      (s) => s.timeGroupId === id,
    )!;
    await me.del(`/time-stamp?timeStampId=${old._id}`);
    entry = await list();
    expect(entry.yesterDay).toBe(0);
    expect(entry.usage).toBe(3);

    const detail = await me.get<TimeGroupDetail>(`/time-group?timeGroupId=${id}`);
    expect(detail.data.subGroups.map((s) => [s.name, s.today, s.usage])).toEqual([
      ['Now', HOUR, 1],
      ['Old', 0, 2],
    ]);
    expect(detail.data.total).toBe(entry.total);
    const [now, oldSub] = detail.data.subGroups as [SubGroupListEntry, SubGroupListEntry];
    await me.put('/sub-group', { moveSubGroup: true, subGroupId: now._id, newSubGroupId: oldSub._id });
    const moved = await me.get<SubGroupListEntry>(`/sub-group?subGroupId=${oldSub._id}`);
    expect(moved.data).toMatchObject({ today: HOUR, usage: 3, total: entry.total });
  });

  it('counts a stamp across midnight in Stockholm in each day, week and month for its part', async () => {
    const id = await me.group('Night');
    // 2026-11-30 23:00 to 2026-12-01 02:00 in Stockholm (UTC+1): Monday night into Tuesday and December.
    await me.stamp(id, 'Shift', '2026-11-30T22:00:00Z', '2026-12-01T01:00:00Z');
    t.clock.set('2026-12-01T12:00:00Z');
    const tuesday = find(await me.list('2026-12-01'), id);
    expect(totalsOf(tuesday)).toEqual({
      today: 2 * HOUR,
      yesterDay: HOUR,
      currentWeek: 3 * HOUR,
      lastWeek: 0,
      currentMonth: 2 * HOUR,
      lastMonth: HOUR,
      total: 3 * HOUR,
    });
    const monday = find(await me.list('2026-11-30'), id);
    expect(monday).toMatchObject({ today: HOUR, currentMonth: HOUR, total: HOUR });
    const day = await me.get<TimeStampDay>('/time-stamp?date=2026-12-01');
    expect(day.data.stamps.some((s) => s.timeGroupId === id && s.date === '2026-11-30')).toBe(true);
  });

  it('counts running stamps live, also across midnight', async () => {
    t.clock.set('2026-12-05T22:30:00Z'); // 23:30 in Stockholm
    const id = await me.group('Live');
    await me.stamp(id, 'Long');
    t.clock.advance(HOUR); // 00:30 the next day
    const entry = find(await me.list(), id);
    expect(entry).toMatchObject({ today: 30 * MINUTE, yesterDay: 30 * MINUTE, total: HOUR, usage: 1 });
    const sunday = find(await me.list('2026-12-05'), id);
    expect(sunday).toMatchObject({ today: 30 * MINUTE, total: 30 * MINUTE });
  });

  it('leaves automatic stamps out when asked or when showAuto is off', async () => {
    const id = await me.group('Auto');
    await me.stamp(id, 'Manual', '2026-12-06T08:00:00Z', '2026-12-06T09:00:00Z');
    const subGroup = (await me.get<TimeGroupDetail>(`/time-group?timeGroupId=${id}`)).data.subGroups[0]!;
    await t.db
      .insertInto('timeStamps')
      .values({
        id: 'auto-1',
        userId: me.user._id,
        timeGroupId: id,
        subGroupId: subGroup._id,
        startTime: Date.parse('2026-12-06T10:00:00Z'),
        endTime: Date.parse('2026-12-06T10:30:00Z'),
        ended: 1,
        auto: 1,
      })
      .execute();
    const { rebuildRollups } = await import('../rollups/rebuild-rollups');
    await rebuildRollups(t.db, me.user._id, 'Europe/Stockholm');
    t.clock.set('2026-12-06T12:00:00Z');
    expect(find(await me.list(), id)).toMatchObject({ today: 1.5 * HOUR, usage: 2 });
    expect(find(await me.list(undefined, false), id)).toMatchObject({ today: HOUR, usage: 1 });
    const day = await me.get<TimeStampDay>('/time-stamp?date=2026-12-06&auto=false');
    expect(day.data.stamps.filter((s) => s.timeGroupId === id).map((s) => s.auto)).toEqual([false]);
    await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/${me.user._id}`,
      headers: { 'x-access-token': me.user.access.token },
      payload: { preferences: { showAuto: false } },
    });
    expect(find(await me.list(), id)).toMatchObject({ today: HOUR });
    expect(find(await me.list(undefined, true), id)).toMatchObject({ today: 1.5 * HOUR });
  });
});
