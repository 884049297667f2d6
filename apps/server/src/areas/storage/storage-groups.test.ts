import { describe, expect, it } from 'vitest';
import type { StorageGroup, StorageGroupSummary, StorageItem } from '@ordna/contract/storage';
import { storageGroupAnswer, storageGroupSummaryAnswer } from '@ordna/contract/storage/answers';
import { storageRefusals } from '@ordna/contract/storage/refusals';
import { personClient } from '../../testing/people.test-kit';
import { signUpPeople, useTestApp } from '../../testing/use-test-app.test-kit';

type Client = ReturnType<typeof personClient>;
let me: Client;
let other: Client;
useTestApp(async ({ app }) => {
  ({ me, other } = await signUpPeople(app, ['me', 'other'], personClient));
});

describe('storage groups', () => {
  it('are created, listed with their item counts, renamed and deleted with their items', async () => {
    const created = await me.post<StorageGroup>('/storage-group', { name: 'Pantry' });
    expect(created.status).toBe(201);
    expect(storageGroupAnswer.parse(created.data)).toEqual({
      _id: created.data._id,
      name: 'Pantry',
      itemCount: 0,
      items: [],
    });
    const id = created.data._id;
    const item = await me.post<StorageItem>('/storage-item', {
      storageGroupId: id,
      name: 'Rice',
      quantity: 2,
      unit: 'Kilos',
    });
    expect(item.status).toBe(201);
    expect(item.data).toMatchObject({ name: 'Rice', quantity: 2, unit: 'kg', bestBefore: null, note: '' });

    const list = await me.get<StorageGroupSummary[]>('/storage-group');
    expect(storageGroupSummaryAnswer.array().parse(list.data)).toEqual([{ _id: id, name: 'Pantry', itemCount: 1 }]);
    const one = await me.get<StorageGroup>(`/storage-group?storageGroupId=${id}`);
    expect(storageGroupAnswer.parse(one.data)).toMatchObject({ itemCount: 1, items: [{ _id: item.data._id }] });

    const renamed = await me.put<StorageGroupSummary>('/storage-group', { storageGroupId: id, name: 'Larder' });
    expect(renamed.data).toEqual({ _id: id, name: 'Larder', itemCount: 1 });

    expect((await me.del(`/storage-group?storageGroupId=${id}`)).status).toBe(200);
    expect((await me.get(`/storage-group?storageGroupId=${id}`)).status).toBe(404);
    expect((await me.get(`/storage-item?storageItemId=${item.data._id}`)).status).toBe(404);
  });

  it('refuse a missing, over-long or duplicate name, naming the refusal', async () => {
    expect(await me.post('/storage-group', { name: ' ' })).toMatchObject({
      status: 400,
      code: storageRefusals.groupNameRequired.code,
    });
    expect(await me.post('/storage-group', { name: 'x'.repeat(101) })).toMatchObject({
      status: 400,
      code: storageRefusals.nameTooLong.code,
    });
    await me.post('/storage-group', { name: 'Freezer' });
    expect(await me.post('/storage-group', { name: 'freezer' })).toMatchObject({
      status: 409,
      code: storageRefusals.duplicateGroup.code,
    });
  });

  it("answer 404 for another person's group", async () => {
    const group = await me.post<StorageGroup>('/storage-group', { name: 'Bar' });
    const id = group.data._id;
    expect(await other.get(`/storage-group?storageGroupId=${id}`)).toMatchObject({
      status: 404,
      code: storageRefusals.groupNotFound.code,
    });
    expect((await other.put('/storage-group', { storageGroupId: id, name: 'Mine' })).status).toBe(404);
    expect((await other.del(`/storage-group?storageGroupId=${id}`)).status).toBe(404);
    expect((await other.post('/storage-item', { storageGroupId: id, name: 'Gin' })).status).toBe(404);
    expect((await other.get(`/storage-item/csv?storageGroupId=${id}`)).status).toBe(404);
    expect((await other.get<StorageGroupSummary[]>('/storage-group')).data).toEqual([]);
  });
});
