import { timeRefusals } from '@ordna/contract/time/refusals';
import { describe, expect, it } from 'vitest';
import { type SubGroupListEntry, type SubGroupSummary, type TimeStamp } from '@ordna/contract/time';
import { signUpPeople } from '../../../testing/use-test-app.test-kit';
import { useTimeTestApp, HOUR, timeClient, type TimeClient } from '../time.test-kit';

let me: TimeClient;
let other: TimeClient;
let work: string;
useTimeTestApp(async ({ app }) => {
  ({ me, other } = await signUpPeople(app, { me: { timeZone: 'Europe/Stockholm' }, other: {} }, timeClient));
  work = await me.group('Work');
});

describe('/sub-group', () => {
  it('creates with name and time group, refusing either missing and duplicates', async () => {
    const created = await me.post<SubGroupListEntry>('/sub-group', { name: 'Meetings', timeGroupId: work });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name: 'Meetings', timeGroupId: work, usage: 0, today: 0, activeStamp: null });
    for (const payload of [{ name: 'x' }, { timeGroupId: work }, { name: '', timeGroupId: work }]) {
      const answer = await me.post('/sub-group', payload);
      expect(answer.status).toBe(400);
      expect(answer.message).toBe(timeRefusals.nameAndTimeGroupRequired.message);
    }
    expect((await me.post('/sub-group', { name: 'MEETINGS', timeGroupId: work })).status).toBe(409);
    const foreign = await other.post('/sub-group', { name: 'Spy', timeGroupId: work });
    expect(foreign.status).toBe(404);
    expect(foreign.message).toBe(timeRefusals.timeGroupNotFound.message);
  });

  it('lists all (shallow), a group, one; another person gets 404', async () => {
    const all = await me.get<SubGroupSummary[]>('/sub-group');
    expect(all.data).toEqual([expect.objectContaining({ name: 'Meetings', timeGroupId: work, tags: [] })]);
    const ofGroup = await me.get<SubGroupListEntry[]>(`/sub-group?timeGroupId=${work}&date=2026-11-18`);
    expect(ofGroup.data.map((s) => s.name)).toEqual(['Meetings']);
    const id = ofGroup.data[0]!._id;
    expect((await me.get<SubGroupListEntry>(`/sub-group?subGroupId=${id}`)).data.name).toBe('Meetings');
    expect((await other.get(`/sub-group?subGroupId=${id}`)).status).toBe(404);
    expect((await other.get(`/sub-group?timeGroupId=${work}`)).status).toBe(404);
    expect((await other.get<SubGroupSummary[]>('/sub-group')).data).toEqual([]);
  });

  it('renames (not onto another name), and another person gets 404', async () => {
    const id = (await me.post<SubGroupListEntry>('/sub-group', { name: 'Calls', timeGroupId: work })).data._id;
    expect((await me.put<SubGroupListEntry>('/sub-group', { subGroupId: id, name: 'Phone calls' })).data.name).toBe(
      'Phone calls',
    );
    expect((await me.put('/sub-group', { subGroupId: id, name: 'meetings' })).status).toBe(409);
    expect((await other.put('/sub-group', { subGroupId: id, name: 'Mine' })).status).toBe(404);
    expect((await me.put('/sub-group', { name: 'x' })).message).toMatch(/subGroupId/);
  });

  it('moves every stamp into another sub group (of another group) and removes the source', async () => {
    const home = await me.group('Home');
    const a = await me.stamp(work, 'Source', '2026-11-16T08:00:00Z', '2026-11-16T09:00:00Z');
    await me.stamp(work, 'Source', '2026-11-17T08:00:00Z', '2026-11-17T10:00:00Z');
    const b = await me.stamp(home, 'Target', '2026-11-17T12:00:00Z', '2026-11-17T12:30:00Z');
    expect(
      (await me.put('/sub-group', { moveSubGroup: true, subGroupId: a.subGroupId, newSubGroupId: a.subGroupId }))
        .status,
    ).toBe(400);
    const theirs = await other.stamp(await other.group('Theirs'), 'X', '2026-11-17T08:00:00Z', '2026-11-17T09:00:00Z');
    expect(
      (await me.put('/sub-group', { moveSubGroup: true, subGroupId: a.subGroupId, newSubGroupId: theirs.subGroupId }))
        .status,
    ).toBe(404);
    const moved = await me.put<SubGroupListEntry>('/sub-group', {
      moveSubGroup: true,
      subGroupId: a.subGroupId,
      newSubGroupId: b.subGroupId,
    });
    expect(moved.status).toBe(200);
    expect(moved.data).toMatchObject({ _id: b.subGroupId, usage: 3 });
    expect((await me.get(`/sub-group?subGroupId=${a.subGroupId}`)).status).toBe(404);
    const stamp = await me.get<TimeStamp>(`/time-stamp?timeStampId=${a._id}`);
    expect(stamp.data).toMatchObject({ subGroupId: b.subGroupId, timeGroupId: home, name: 'Target' });
    const list = await me.list('2026-11-17');
    expect(list.find((g) => g._id === home)).toMatchObject({ today: 2.5 * HOUR, total: 3.5 * HOUR });
    expect(list.find((g) => g._id === work)).toMatchObject({ total: 0 });
  });

  it('refuses a move that would make two running stamps meet', async () => {
    const x = await me.stamp(work, 'Run one');
    const y = await me.stamp(work, 'Run two');
    const answer = await me.put('/sub-group', {
      moveSubGroup: true,
      subGroupId: x.subGroupId,
      newSubGroupId: y.subGroupId,
    });
    expect(answer.status).toBe(409);
    expect(answer.message).toBe(timeRefusals.subGroupRunning.message);
  });

  it('deletes a sub group with its stamps; another person gets 404', async () => {
    const s = await me.stamp(work, 'Temporary', '2026-11-15T08:00:00Z', '2026-11-15T09:00:00Z');
    expect((await other.del(`/sub-group?subGroupId=${s.subGroupId}`)).status).toBe(404);
    expect((await me.del(`/sub-group?subGroupId=${s.subGroupId}`)).status).toBe(200);
    expect((await me.get(`/time-stamp?timeStampId=${s._id}`)).status).toBe(404);
    expect((await me.del(`/sub-group?subGroupId=${s.subGroupId}`)).status).toBe(404);
  });
});
