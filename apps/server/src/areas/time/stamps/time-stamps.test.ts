import { timeRefusals } from '@ordna/contract/time/refusals';
import { describe, expect, it } from 'vitest';
import { type TimeStamp, type TimeStampDay, type TimeStampPage, type TimeStampRange } from '@ordna/contract/time';
import { IN_STOCKHOLM, IN_UTC, signUpPeople } from '../../../testing/use-test-app.test-kit';
import { useTimeTestApp, HOUR, timeClient, type TimeClient } from '../time.test-kit';

let me: TimeClient;
let other: TimeClient;
let work: string;
const t = useTimeTestApp(async ({ app }) => {
  ({ me, other } = await signUpPeople(app, { me: IN_STOCKHOLM, other: IN_UTC }, timeClient));
  work = await me.group('Work');
});

describe('POST /time-stamp', () => {
  it('starts a running stamp now, creating the sub group from the name', async () => {
    t.clock.set('2026-11-18T10:00:00Z');
    const answer = await me.post<TimeStamp>('/time-stamp', { name: 'Coding', timeGroupId: work });
    expect(answer.status).toBe(201);
    expect(answer.data).toMatchObject({
      name: 'Coding',
      timeGroupId: work,
      startTime: '2026-11-18T10:00:00.000Z',
      endTime: null,
      ended: false,
      date: '2026-11-18',
      durationInMs: 0,
      auto: false,
    });
    t.clock.advance(HOUR);
    const again = await me.get<TimeStamp>(`/time-stamp?timeStampId=${answer.data._id}`);
    expect(again.data.durationInMs).toBe(HOUR);
    const subGroups = await me.get<{ _id: string; name: string }[]>('/sub-group');
    expect(subGroups.data.filter((s) => s.name === 'Coding')).toHaveLength(1);
  });

  it('reuses the sub group with that name (ignoring case) and refuses a second running stamp in it', async () => {
    const second = await me.post('/time-stamp', { name: 'coding', timeGroupId: work });
    expect(second.status).toBe(409);
    expect(second.message).toBe(timeRefusals.subGroupRunning.message);
    expect(second.code).toBe(timeRefusals.subGroupRunning.code);
    const ended = await me.stamp(work, 'CODING', '2026-11-17T08:00:00Z', '2026-11-17T09:00:00Z');
    const subGroups = await me.get<{ _id: string; name: string }[]>('/sub-group');
    expect(subGroups.data.filter((s) => s.name.toLowerCase() === 'coding')).toHaveLength(1);
    expect(ended).toMatchObject({ name: 'Coding', ended: true, durationInMs: HOUR });
  });

  it.each([
    [{ timeGroupId: 'x' }],
    [{ name: 'Coding' }],
    [{ name: '  ', timeGroupId: 'x' }],
    [{ name: 'Coding', timeGroupId: '' }],
    [{}],
  ])('needs name and time group: %j', async (payload) => {
    const answer = await me.post('/time-stamp', payload);
    expect(answer.status).toBe(400);
    expect(answer.message).toBe(timeRefusals.nameAndTimeGroupRequired.message);
  });

  it('refuses an end before the start, and bad instants naming the field', async () => {
    const backwards = await me.post('/time-stamp', {
      name: 'Coding',
      timeGroupId: work,
      startTime: '2026-11-18T10:00:00Z',
      endTime: '2026-11-18T09:00:00Z',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.message).toBe(timeRefusals.endBeforeStart.message);
    expect(backwards.code).toBe(timeRefusals.endBeforeStart.code);
    const bad = await me.post('/time-stamp', { name: 'Coding', timeGroupId: work, startTime: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/startTime/);
  });

  it("answers 404 for another person's time group", async () => {
    const answer = await other.post('/time-stamp', { name: 'Coding', timeGroupId: work });
    expect(answer.status).toBe(404);
  });
});

describe('PUT /time-stamp', () => {
  it('ends now, edits, refuses end before start, reopens', async () => {
    t.clock.set('2026-11-18T12:00:00Z');
    const stamp = await me.stamp(work, 'Review');
    t.clock.advance(HOUR / 2);
    const ended = await me.put<TimeStamp>('/time-stamp', { timeStampId: stamp._id, ended: true });
    expect(ended.data).toMatchObject({ ended: true, endTime: '2026-11-18T12:30:00.000Z', durationInMs: HOUR / 2 });

    const edited = await me.put<TimeStamp>('/time-stamp', {
      timeStampId: stamp._id,
      startTime: '2026-11-18T11:00:00Z',
      endTime: '2026-11-18T13:00:00Z',
    });
    expect(edited.data.durationInMs).toBe(2 * HOUR);

    const backwards = await me.put('/time-stamp', { timeStampId: stamp._id, endTime: '2026-11-18T10:00:00Z' });
    expect(backwards.status).toBe(400);
    expect(backwards.message).toBe(timeRefusals.endBeforeStart.message);

    const reopened = await me.put<TimeStamp>('/time-stamp', { timeStampId: stamp._id, ended: false });
    expect(reopened.data).toMatchObject({ ended: false, endTime: null });
    expect(reopened.data.durationInMs).toBe(t.clock.now - Date.parse('2026-11-18T11:00:00Z'));
    await me.put('/time-stamp', { timeStampId: stamp._id, ended: true });
  });

  it('moves a stamp to another sub group (of another group too)', async () => {
    const home = await me.group('Home');
    const target = await me.post<{ _id: string }>('/sub-group', { name: 'Dishes', timeGroupId: home });
    const stamp = await me.stamp(work, 'Mail', '2026-11-10T08:00:00Z', '2026-11-10T08:10:00Z');
    const moved = await me.put<TimeStamp>('/time-stamp', { timeStampId: stamp._id, subGroupId: target.data._id });
    expect(moved.data).toMatchObject({ subGroupId: target.data._id, timeGroupId: home, name: 'Dishes' });
    const foreign = await other.put('/time-stamp', { timeStampId: stamp._id, ended: true });
    expect(foreign.status).toBe(404);
    const foreignTarget = await other.group('Theirs');
    const theirs = await other.stamp(foreignTarget, 'X', '2026-11-10T08:00:00Z', '2026-11-10T08:10:00Z');
    const intoTheirs = await me.put('/time-stamp', { timeStampId: stamp._id, subGroupId: theirs.subGroupId });
    expect(intoTheirs.status).toBe(404);
  });

  it('refuses to reopen a stamp where another runs, and two starts at once give one stamp', async () => {
    const group = await me.group('Racing');
    const done = await me.stamp(group, 'Lane', '2026-11-18T08:00:00Z', '2026-11-18T09:00:00Z');
    await me.stamp(group, 'Lane');
    const reopen = await me.put('/time-stamp', { timeStampId: done._id, ended: false });
    expect(reopen.status).toBe(409);
    expect(reopen.message).toBe(timeRefusals.subGroupRunning.message);

    const both = await Promise.all([
      me.post('/time-stamp', { name: 'Sprint', timeGroupId: group }),
      me.post('/time-stamp', { name: 'Sprint', timeGroupId: group }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const running = await me.get<TimeStamp[]>('/time-stamp?active=true');
    expect(running.data.filter((s) => s.name === 'Sprint')).toHaveLength(1);
  });

  it('needs timeStampId', async () => {
    const answer = await me.put('/time-stamp', { ended: true });
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/timeStampId/);
  });
});

describe('GET and DELETE /time-stamp', () => {
  it('lists running stamps, a day, a range and pages of a sub group', async () => {
    const active = await me.get<TimeStamp[]>('/time-stamp?active=true');
    expect(active.data.every((s) => !s.ended)).toBe(true);
    expect(active.data.map((s) => s.name)).toContain('Coding');

    const day = await me.get<TimeStampDay>('/time-stamp?date=2026-11-17');
    expect(day.data.stamps.map((s) => s.name)).toEqual(['Coding']);

    const range = await me.get<TimeStampRange>('/time-stamp?from=2026-11-01&to=2026-11-30');
    expect(range.data.cut).toBe(false);
    expect(range.data.stamps.length).toBeGreaterThanOrEqual(4);
    const starts = range.data.stamps.map((s) => s.startTime);
    expect([...starts].sort()).toEqual(starts);

    const group = await me.group('Paging');
    for (let i = 0; i < 30; i++) {
      const start = Date.parse('2026-10-01T08:00:00Z') + i * HOUR;
      await me.stamp(group, 'Page', new Date(start).toISOString(), new Date(start + 60_000).toISOString());
    }
    const first = (await me.get<TimeStampDay>('/time-stamp?date=2026-10-01')).data.stamps.find(
      (s) => s.name === 'Page',
    )!;
    const page1 = await me.get<TimeStampPage>(`/time-stamp?subGroupId=${first.subGroupId}&pageNumber=1`);
    expect(page1.data.totalPages).toBe(2);
    expect(page1.data.stamps).toHaveLength(25);
    expect(page1.data.stamps[0]!.startTime > page1.data.stamps[1]!.startTime).toBe(true);
    const page2 = await me.get<TimeStampPage>(`/time-stamp?subGroupId=${first.subGroupId}&pageNumber=2`);
    expect(page2.data).toMatchObject({ pageNumber: 2 });
    expect(page2.data.stamps).toHaveLength(5);
    expect((await other.get(`/time-stamp?subGroupId=${first.subGroupId}&pageNumber=1`)).status).toBe(404);
  });

  it('refuses unclear or too long queries', async () => {
    expect((await me.get('/time-stamp')).status).toBe(400);
    const long = await me.get('/time-stamp?from=2025-01-01&to=2026-11-30');
    expect(long.status).toBe(400);
    expect(long.message).toBe(timeRefusals.rangeTooLong.message);
    expect(long.code).toBe(timeRefusals.rangeTooLong.code);
    const bad = await me.get('/time-stamp?date=2026-02-30');
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/date/);
  });

  it("hides another person's stamps and deletes", async () => {
    const stamp = await me.stamp(work, 'Gone', '2026-11-02T08:00:00Z', '2026-11-02T09:00:00Z');
    expect((await other.get(`/time-stamp?timeStampId=${stamp._id}`)).status).toBe(404);
    expect((await other.del(`/time-stamp?timeStampId=${stamp._id}`)).status).toBe(404);
    expect((await other.get('/time-stamp?date=2026-11-02')).data).toEqual({ stamps: [], cut: false });
    expect((await me.del(`/time-stamp?timeStampId=${stamp._id}`)).status).toBe(200);
    expect((await me.get(`/time-stamp?timeStampId=${stamp._id}`)).status).toBe(404);
  });
});
