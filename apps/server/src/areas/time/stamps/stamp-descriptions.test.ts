import { timeRefusals } from '@ordna/contract/time/refusals';
import { STAMP_DESCRIPTION_MAX } from '@ordna/contract/time/limits';
import { describe, expect, it } from 'vitest';
import type { TimeStamp } from '@ordna/contract/time';
import { signUp } from '../../../testing/test-app.test-kit';
import { useTimeTestApp, HOUR, timeClient, type TimeClient } from '../time.test-kit';

let me: TimeClient;
let work: string;
useTimeTestApp(async ({ app, clock }) => {
  clock.set('2026-11-18T12:00:00Z');
  me = timeClient(app, await signUp(app, { timeZone: 'Europe/Stockholm' }));
  work = await me.group('Work');
});

const todayOf = async (groupId: string) => (await me.list('2026-11-18')).find((g) => g._id === groupId)?.today;

describe('a stamp description', () => {
  it('is written on create, answered, kept by edits that leave it out, and cleared by a blank', async () => {
    const created = await me.post<TimeStamp>('/time-stamp', {
      name: 'Coding',
      timeGroupId: work,
      startTime: '2026-11-18T08:00:00Z',
      endTime: '2026-11-18T09:00:00Z',
      description: '  Fixed the login bug  ',
    });
    expect(created.status).toBe(201);
    expect(created.data.description).toBe('Fixed the login bug');

    const moved = await me.put<TimeStamp>('/time-stamp', {
      timeStampId: created.data._id,
      startTime: '2026-11-18T07:30:00Z',
    });
    expect(moved.data).toMatchObject({ description: 'Fixed the login bug', durationInMs: 1.5 * HOUR });

    const edited = await me.put<TimeStamp>('/time-stamp', { timeStampId: created.data._id, description: 'Review' });
    expect(edited.data.description).toBe('Review');
    const read = await me.get<TimeStamp>(`/time-stamp?timeStampId=${created.data._id}`);
    expect(read.data.description).toBe('Review');

    const cleared = await me.put<TimeStamp>('/time-stamp', { timeStampId: created.data._id, description: '   ' });
    expect(cleared.data.description).toBe('');
  });

  it('is empty when none is given, and refused over its length', async () => {
    const plain = await me.stamp(work, 'Mail', '2026-11-18T06:00:00Z', '2026-11-18T06:10:00Z');
    expect(plain.description).toBe('');
    const tooLong = await me.put('/time-stamp', {
      timeStampId: plain._id,
      description: 'x'.repeat(STAMP_DESCRIPTION_MAX + 1),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.message).toBe(timeRefusals.descriptionTooLong.message);
    const fits = await me.put<TimeStamp>('/time-stamp', {
      timeStampId: plain._id,
      description: 'x'.repeat(STAMP_DESCRIPTION_MAX),
    });
    expect(fits.status).toBe(200);
  });

  it('is a column of the export', async () => {
    await me.post('/time-stamp', {
      name: 'Export',
      timeGroupId: work,
      startTime: '2026-11-17T08:00:00Z',
      endTime: '2026-11-17T09:00:00Z',
      description: 'Wrote "the" report, twice',
    });
    const csv = await me.get('/time-stamp/export?from=2026-11-17&to=2026-11-17');
    const lines = csv.response.body.split('\r\n');
    expect(lines[0]).toMatch(/,Tags,Description$/);
    expect(lines[1]).toMatch(/^Work,Export,.*,"Wrote ""the"" report, twice"$/);
  });
});

describe('undo after delete', () => {
  it('re-creating a deleted stamp from its answer restores it, and it counts in the totals again', async () => {
    const stamp = (
      await me.post<TimeStamp>('/time-stamp', {
        name: 'Undo me',
        timeGroupId: work,
        startTime: '2026-11-18T10:00:00Z',
        endTime: '2026-11-18T11:00:00Z',
        description: 'Planning',
      })
    ).data;
    const before = await todayOf(work);
    expect((await me.del(`/time-stamp?timeStampId=${stamp._id}`)).status).toBe(200);
    expect(await todayOf(work)).toBe(before! - HOUR);

    // What the tracker's Undo sends: the deleted stamp's own name, group, times and description.
    const restored = await me.post<TimeStamp>('/time-stamp', {
      name: stamp.name,
      timeGroupId: stamp.timeGroupId,
      startTime: stamp.startTime,
      endTime: stamp.endTime,
      description: stamp.description,
    });
    expect(restored.status).toBe(201);
    const { _id: _old, ...same } = stamp;
    const { _id: _new, ...again } = restored.data;
    expect(again).toEqual(same);
    expect(await todayOf(work)).toBe(before);
  });

  it('a discarded running timer comes back running from its start', async () => {
    const running = await me.stamp(work, 'Discard me', '2026-11-18T11:30:00Z');
    const withIt = await todayOf(work);
    await me.del(`/time-stamp?timeStampId=${running._id}`);
    expect((await me.get<TimeStamp[]>('/time-stamp?active=true')).data).toHaveLength(0);
    const back = await me.post<TimeStamp>('/time-stamp', {
      name: running.name,
      timeGroupId: running.timeGroupId,
      startTime: running.startTime,
    });
    expect(back.data).toMatchObject({ ended: false, startTime: running.startTime, subGroupId: running.subGroupId });
    expect(await todayOf(work)).toBe(withIt);
  });
});
