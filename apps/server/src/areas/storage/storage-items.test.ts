import { describe, expect, it } from 'vitest';
import type { StorageCsvImport, StorageFoundItem, StorageGroup, StorageItem } from '@ordna/contract/storage';
import { storageCsvImportAnswer, storageFoundItemAnswer, storageItemAnswer } from '@ordna/contract/storage/answers';
import { storageCsvProblems, storageRefusals } from '@ordna/contract/storage/refusals';
import { personClient } from '../../testing/people.test-kit';
import { as, signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';

type Client = ReturnType<typeof personClient>;
let me: Client;
let other: Client;
let meUser: Awaited<ReturnType<typeof signUp>>;
const t = useTestApp(async ({ app, clock }) => {
  clock.set('2026-11-18T10:00:00Z');
  meUser = await signUp(app, { timeZone: 'Europe/Stockholm' });
  me = personClient(app, meUser);
  other = personClient(app, await signUp(app));
});

const newGroup = async (client: Client, name: string) =>
  (await client.post<StorageGroup>('/storage-group', { name })).data._id;
const newItem = async (client: Client, body: object) => (await client.post<StorageItem>('/storage-item', body)).data;

describe('storage items', () => {
  it('change by quick + and −, never below 0, and move between the owner’s groups', async () => {
    const pantry = await newGroup(me, 'Pantry A');
    const freezer = await newGroup(me, 'Freezer A');
    const peas = await newItem(me, { storageGroupId: pantry, name: 'Peas', quantity: 1.5, unit: 'kg' });
    const more = await me.put<StorageItem>('/storage-item', { storageItemId: peas._id, change: 0.25 });
    expect(storageItemAnswer.parse(more.data)).toMatchObject({ quantity: 1.75, unit: 'kg' });
    const less = await me.put<StorageItem>('/storage-item', { storageItemId: peas._id, change: -5 });
    expect(less.data.quantity).toBe(0);
    const moved = await me.put<StorageItem>('/storage-item', { storageItemId: peas._id, storageGroupId: freezer });
    expect(moved.data.storageGroupId).toBe(freezer);
    const theirs = await newGroup(other, 'Theirs A');
    expect(await me.put('/storage-item', { storageItemId: peas._id, storageGroupId: theirs })).toMatchObject({
      status: 404,
      code: storageRefusals.groupNotFound.code,
    });
  });

  it('are found by words and by how soon they expire, across groups', async () => {
    const fridge = await newGroup(me, 'Fridge B');
    const bar = await newGroup(me, 'Bar B');
    await newItem(me, { storageGroupId: fridge, name: 'Greek yoghurt', bestBefore: '2026-11-19' });
    await newItem(me, { storageGroupId: fridge, name: 'Old cream', bestBefore: '2026-11-10' });
    await newItem(me, { storageGroupId: bar, name: 'Tonic water 100%', bestBefore: '2027-05-01' });
    const found = await me.get<StorageFoundItem[]>('/storage-item?query=YOG greek');
    expect(
      storageFoundItemAnswer
        .array()
        .parse(found.data)
        .map((item) => [item.name, item.storageGroupName]),
    ).toEqual([['Greek yoghurt', 'Fridge B']]);
    expect((await me.get<StorageFoundItem[]>('/storage-item?query=100%25')).data.map((item) => item.name)).toEqual([
      'Tonic water 100%',
    ]);
    expect((await me.get<StorageFoundItem[]>('/storage-item?query=_')).data).toEqual([]);
    const soon = await me.get<StorageFoundItem[]>('/storage-item?expiringWithinDays=3');
    expect(soon.data.map((item) => item.name)).toEqual(['Old cream', 'Greek yoghurt']);
    expect((await other.get<StorageFoundItem[]>('/storage-item?expiringWithinDays=3')).data).toEqual([]);
  });

  it('refuse bad input, naming the refusal', async () => {
    const group = await newGroup(me, 'Bad C');
    const cases: [object, string][] = [
      [{ storageGroupId: group, name: '' }, storageRefusals.itemNameRequired.code],
      [{ storageGroupId: group, name: 'x', quantity: -1 }, storageRefusals.quantityOutOfRange.code],
      [{ storageGroupId: group, name: 'x', quantity: 0.0001 }, storageRefusals.quantityOutOfRange.code],
      [{ storageGroupId: group, name: 'x', unit: 'u'.repeat(21) }, storageRefusals.unitTooLong.code],
      [{ storageGroupId: group, name: 'x', bestBefore: '2026-02-30' }, storageRefusals.badBestBefore.code],
      [{ storageGroupId: group, name: 'x', note: 'n'.repeat(1001) }, storageRefusals.noteTooLong.code],
    ];
    for (const [body, code] of cases) expect(await me.post('/storage-item', body)).toMatchObject({ status: 400, code });
    expect(await me.get('/storage-item')).toMatchObject({ status: 400, code: storageRefusals.whichItems.code });
    expect(await me.get('/storage-item?expiringWithinDays=400')).toMatchObject({
      status: 400,
      code: storageRefusals.expiringOutOfRange.code,
    });
  });

  it("answer 404 for another person's item on every route", async () => {
    const group = await newGroup(me, 'Mine D');
    const item = await newItem(me, { storageGroupId: group, name: 'Saffron' });
    const code = storageRefusals.itemNotFound.code;
    expect(await other.get(`/storage-item?storageItemId=${item._id}`)).toMatchObject({ status: 404, code });
    expect(await other.put('/storage-item', { storageItemId: item._id, change: 1 })).toMatchObject({
      status: 404,
      code,
    });
    expect(await other.del(`/storage-item?storageItemId=${item._id}`)).toMatchObject({ status: 404, code });
    expect((await other.get<StorageFoundItem[]>('/storage-item?query=saffron')).data).toEqual([]);
    expect((await me.get<StorageItem>(`/storage-item?storageItemId=${item._id}`)).data.quantity).toBe(1);
  });
});

describe('storage CSV', () => {
  it('exports a group and imports it into another unchanged, and again into itself without doubling', async () => {
    const from = await newGroup(me, 'Export E');
    await newItem(me, {
      storageGroupId: from,
      name: 'Rice, basmati',
      quantity: 2.5,
      unit: 'kg',
      note: 'Top "shelf"\nleft',
    });
    await newItem(me, { storageGroupId: from, name: 'Milk', quantity: 1, unit: 'l', bestBefore: '2026-11-20' });
    await newItem(me, { storageGroupId: from, name: 'Milk', quantity: 2, unit: 'l', bestBefore: '2026-11-25' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/storage-item/csv?storageGroupId=${from}`,
      headers: as(meUser),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const csv = response.body;
    expect(csv.split('\r\n')[0]).toBe('name,quantity,unit,bestBefore,note');

    const into = await newGroup(me, 'Import E');
    const imported = await me.post<StorageCsvImport>('/storage-item/csv', { storageGroupId: into, csv });
    expect(storageCsvImportAnswer.parse(imported.data)).toEqual({
      added: 3,
      updated: 0,
      errors: [],
      moreErrors: false,
    });
    const shape = (items: StorageItem[]) =>
      items.map(({ name, quantity, unit, bestBefore, note }) => ({ name, quantity, unit, bestBefore, note }));
    const before = (await me.get<StorageItem[]>(`/storage-item?storageGroupId=${from}`)).data;
    const after = (await me.get<StorageItem[]>(`/storage-item?storageGroupId=${into}`)).data;
    expect(shape(after)).toEqual(shape(before));

    const again = await me.post<StorageCsvImport>('/storage-item/csv', { storageGroupId: into, csv });
    expect(again.data).toMatchObject({ added: 0, updated: 3 });
    expect((await me.get<StorageItem[]>(`/storage-item?storageGroupId=${into}`)).data).toHaveLength(3);
  });

  it('guards values a spreadsheet would run as formulas, and reads them back as they were', async () => {
    const from = await newGroup(me, 'Export F');
    await newItem(me, { storageGroupId: from, name: '-1+1', quantity: 1, note: '\tcmd' });
    await newItem(me, { storageGroupId: from, name: '@risk', quantity: 1, note: "'=already quoted" });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/storage-item/csv?storageGroupId=${from}`,
      headers: as(meUser),
    });
    const lines = response.body.split('\r\n');
    expect(lines).toContain("'-1+1,1,,,'\tcmd");
    expect(lines).toContain("'@risk,1,,,''=already quoted");

    const into = await newGroup(me, 'Import F');
    await me.post<StorageCsvImport>('/storage-item/csv', { storageGroupId: into, csv: response.body });
    const read = (await me.get<StorageItem[]>(`/storage-item?storageGroupId=${into}`)).data;
    expect(read.map(({ name, note }) => [name, note])).toEqual(
      expect.arrayContaining([
        ['-1+1', '\tcmd'],
        ['@risk', "'=already quoted"],
      ]),
    );
  });

  it('names every wrong line and writes nothing, and refuses a file without a name column', async () => {
    const group = await newGroup(me, 'Wrong F');
    const bad = await me.post<StorageCsvImport>('/storage-item/csv', {
      storageGroupId: group,
      csv: 'name,quantity\nGood,1\n,2\nBad,many\n',
    });
    expect(bad.data.errors).toEqual([
      { line: 3, code: storageCsvProblems.nameMissing.code, message: storageCsvProblems.nameMissing.message },
      { line: 4, code: storageCsvProblems.badQuantity.code, message: storageCsvProblems.badQuantity.message },
    ]);
    expect((await me.get<StorageItem[]>(`/storage-item?storageGroupId=${group}`)).data).toEqual([]);
    expect(await me.post('/storage-item/csv', { storageGroupId: group, csv: 'title\nx\n' })).toMatchObject({
      status: 400,
      code: storageRefusals.csvNoHeader.code,
    });
    expect(await me.post('/storage-item/csv', { storageGroupId: group, csv: '' })).toMatchObject({
      status: 400,
      code: storageRefusals.csvRequired.code,
    });
    expect(await other.post('/storage-item/csv', { storageGroupId: group, csv: 'name\nx\n' })).toMatchObject({
      status: 404,
    });
  });
});
