import { timeRefusals } from '@ordna/contract/time/refusals';
import { describe, expect, it } from 'vitest';
import { type ShallowTimeGroup, type SubGroupListEntry, type Tag, type TimeListEntry } from '@ordna/contract/time';
import { signUpPeople } from '../../../testing/use-test-app.test-kit';
import { useTimeTestApp, timeClient, type TimeClient } from '../time.test-kit';

let me: TimeClient;
let other: TimeClient;
useTimeTestApp(async ({ app }) => {
  ({ me, other } = await signUpPeople(app, ['me', 'other'], timeClient));
});

describe('/tag', () => {
  it('creates, lists, renames and refuses empty or duplicate titles', async () => {
    const deep = await me.post<Tag>('/tag', { title: 'Deep work' });
    expect(deep.status).toBe(201);
    expect(deep.data).toEqual({ _id: expect.any(String), title: 'Deep work' });
    expect((await me.post('/tag', { title: ' ' })).message).toBe(timeRefusals.titleRequired.message);
    expect((await me.post('/tag', { title: 'deep WORK' })).status).toBe(409);
    await me.post('/tag', { title: 'Admin' });
    expect((await me.get<Tag[]>('/tag')).data.map((tag) => tag.title)).toEqual(['Admin', 'Deep work']);
    expect((await me.put<Tag>('/tag', { tagId: deep.data._id, title: 'Focus' })).data.title).toBe('Focus');
    expect((await me.put('/tag', { tagId: deep.data._id, title: 'admin' })).status).toBe(409);
    expect((await other.get<Tag[]>('/tag')).data).toEqual([]);
    expect((await other.put('/tag', { tagId: deep.data._id, title: 'Mine' })).status).toBe(404);
    expect((await other.del(`/tag?tagId=${deep.data._id}`)).status).toBe(404);
  });

  it('tags groups and sub groups, only with the own tags, and deleting a tag removes it from them', async () => {
    const tag = (await me.post<Tag>('/tag', { title: 'Client A' })).data;
    const theirs = (await other.post<Tag>('/tag', { title: 'Secret' })).data;
    const group = await me.post<TimeListEntry>('/time-group', { name: 'Project', tagIds: [tag._id] });
    expect(group.data.tags).toEqual([tag]);
    expect((await me.post('/time-group', { name: 'Sneaky', tagIds: [theirs._id] })).status).toBe(404);
    const sub = await me.post<SubGroupListEntry>('/sub-group', {
      name: 'Design',
      timeGroupId: group.data._id,
      tagIds: [tag._id],
    });
    expect(sub.data.tags).toEqual([tag]);
    expect((await me.put('/sub-group', { subGroupId: sub.data._id, tagIds: [theirs._id] })).status).toBe(404);

    const list = await me.list();
    expect(list.find((g) => g._id === group.data._id)!.tags).toEqual([tag]);
    const shallow = await me.get<ShallowTimeGroup[]>('/time-group?shallow=true');
    expect(shallow.data.find((g) => g._id === group.data._id)!.tags).toEqual([tag]);

    const cleared = await me.put<TimeListEntry>('/time-group', { groupId: group.data._id, tagIds: [] });
    expect(cleared.data.tags).toEqual([]);
    await me.put('/time-group', { groupId: group.data._id, tagIds: [tag._id] });
    expect((await me.del(`/tag?tagId=${tag._id}`)).status).toBe(200);
    expect((await me.get<SubGroupListEntry>(`/sub-group?subGroupId=${sub.data._id}`)).data.tags).toEqual([]);
    expect((await me.list()).find((g) => g._id === group.data._id)!.tags).toEqual([]);
  });
});
