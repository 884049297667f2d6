import { describe, expect, it } from 'vitest';
import type { Counter, CounterGroup } from '@ordna/contract/counters';
import { counterAnswer } from '@ordna/contract/counters/answers';
import { countersRefusals } from '@ordna/contract/counters/refusals';
import { signUpPeople, useTestApp } from '../../testing/use-test-app.test-kit';
import { countersClient, incrementAtOnce, type CountersClient } from './counters.test-kit';

let me: CountersClient;
let other: CountersClient;
const t = useTestApp(async ({ app }) => {
  ({ me, other } = await signUpPeople(app, ['me', 'other'], countersClient));
});

async function newGroup(client: CountersClient, name: string): Promise<string> {
  return (await client.post<CounterGroup>('/counter-group', { name })).data._id;
}

async function newCounter(client: CountersClient, counterGroupId: string, body: object = {}): Promise<Counter> {
  const created = await client.post<Counter>('/counter', { counterGroupId, name: 'Water', ...body });
  expect(created.status).toBe(201);
  return counterAnswer.parse(created.data);
}

describe('counters', () => {
  it('are created with a step and unit, changed by signed amounts, edited and deleted', async () => {
    const groupId = await newGroup(me, 'Drinking');
    const water = await newCounter(me, groupId, { step: 0.25, unit: 'l' });
    expect(water).toMatchObject({ counterGroupId: groupId, name: 'Water', step: 0.25, unit: 'l', value: 0 });

    for (const change of [0.25, 0.25, 0.1, 0.2, -0.05]) {
      expect((await me.put('/counter', { counterId: water._id, change })).status).toBe(200);
    }
    const after = await me.get<Counter>(`/counter?counterId=${water._id}`);
    // Amounts are exact: no 0.7500000000000001.
    expect(counterAnswer.parse(after.data).value).toBe(0.75);
    const changes = await t.db
      .selectFrom('counterChanges')
      .select(['amount', 'time'])
      .where('counterId', '=', water._id)
      .orderBy('amount')
      .execute();
    expect(changes.map((row) => row.amount)).toEqual([-50, 100, 200, 250, 250]);
    expect(changes.every((row) => row.time === t.clock.now)).toBe(true);

    const other2 = await newGroup(me, 'Elsewhere');
    const edited = await me.put<Counter>('/counter', {
      counterId: water._id,
      name: 'Tea',
      step: 2,
      unit: 'cups',
      counterGroupId: other2,
      change: -1,
    });
    expect(counterAnswer.parse(edited.data)).toEqual({
      _id: water._id,
      counterGroupId: other2,
      name: 'Tea',
      step: 2,
      unit: 'cups',
      value: -0.25,
      dailyGoal: null,
      // Every change so far was made today.
      today: -0.25,
    });
    expect((await me.get<Counter[]>(`/counter?counterGroupId=${groupId}`)).data).toEqual([]);
    expect((await me.get<Counter[]>(`/counter?counterGroupId=${other2}`)).data).toEqual([edited.data]);

    expect((await me.del(`/counter?counterId=${water._id}`)).status).toBe(200);
    expect((await me.get(`/counter?counterId=${water._id}`)).status).toBe(404);
    const left = await t.db.selectFrom('counterChanges').select('id').where('counterId', '=', water._id).execute();
    expect(left).toEqual([]);
  });

  it('refuse bad input with the field named and its code', async () => {
    const groupId = await newGroup(me, 'Input');
    const { _id: counterId } = await newCounter(me, groupId);
    const cases: [object, string][] = [
      [{ counterGroupId: groupId, name: '' }, countersRefusals.nameRequired.code],
      [{ counterGroupId: groupId, name: 'x'.repeat(101) }, countersRefusals.nameTooLong.code],
      [{ counterGroupId: groupId, name: 'A', unit: 'u'.repeat(21) }, countersRefusals.unitTooLong.code],
      [{ counterGroupId: groupId, name: 'A', step: 0 }, countersRefusals.stepOutOfRange.code],
      [{ counterGroupId: groupId, name: 'A', step: '1' }, countersRefusals.stepOutOfRange.code],
      [{ counterGroupId: groupId, name: 'A', step: 1.0001 }, countersRefusals.stepOutOfRange.code],
    ];
    for (const [payload, code] of cases)
      expect(await me.post('/counter', payload)).toMatchObject({ status: 400, code });
    expect((await me.post('/counter', { name: 'A' })).message).toMatch(/counterGroupId/);

    for (const change of [0, 1_000_001, -1_000_001, 0.0001, 'one']) {
      const refused = await me.put('/counter', { counterId, change });
      expect(refused).toMatchObject({ status: 400, code: countersRefusals.changeOutOfRange.code });
    }
    expect((await me.put('/counter', { change: 1 })).message).toMatch(/counterId/);
    expect(await me.get('/counter')).toMatchObject({ status: 400, code: countersRefusals.whichCounters.code });
    expect((await me.del('/counter')).message).toMatch(/counterId/);
    expect((await me.get<Counter>(`/counter?counterId=${counterId}`)).data.value).toBe(0);
  });

  it('refuse a name the group already has, in any case, also when moving', async () => {
    const groupId = await newGroup(me, 'Names');
    const otherGroup = await newGroup(me, 'Names too');
    const first = await newCounter(me, groupId, { name: 'Steps' });
    const duplicate = await me.post('/counter', { counterGroupId: groupId, name: 'STEPS' });
    expect(duplicate).toMatchObject({ status: 409, code: countersRefusals.duplicateCounter.code });
    const second = await newCounter(me, groupId, { name: 'Stairs' });
    const rename = await me.put('/counter', { counterId: second._id, name: 'steps' });
    expect(rename).toMatchObject({ status: 409, code: countersRefusals.duplicateCounter.code });
    await newCounter(me, otherGroup, { name: 'Steps' });
    const move = await me.put('/counter', { counterId: first._id, counterGroupId: otherGroup });
    expect(move).toMatchObject({ status: 409, code: countersRefusals.duplicateCounter.code });
    expect((await me.put('/counter', { counterId: first._id, name: 'STEPS' })).status).toBe(200);
  });

  it("answer 404 on every route for another person's counter, and move nothing into their groups", async () => {
    const groupId = await newGroup(me, 'Mine');
    const counter = await newCounter(me, groupId);
    const notFound = { status: 404, code: countersRefusals.counterNotFound.code };
    expect(await other.get(`/counter?counterId=${counter._id}`)).toMatchObject(notFound);
    expect(await other.put('/counter', { counterId: counter._id, change: 1 })).toMatchObject(notFound);
    expect(await other.put('/counter', { counterId: counter._id, name: 'Taken' })).toMatchObject(notFound);
    expect(await other.del(`/counter?counterId=${counter._id}`)).toMatchObject(notFound);
    const theirs = await newGroup(other, 'Theirs');
    const into = await me.put('/counter', { counterId: counter._id, counterGroupId: theirs });
    expect(into).toMatchObject({ status: 404, code: countersRefusals.groupNotFound.code });
    expect((await me.get<Counter>(`/counter?counterId=${counter._id}`)).data).toEqual(counter);
  });
});

describe('concurrent changes', () => {
  it('lose none of 100 increments on one server', async () => {
    const counter = await newCounter(me, await newGroup(me, 'Busy'));
    await incrementAtOnce([me], counter._id, 100);
    expect((await me.get<Counter>(`/counter?counterId=${counter._id}`)).data.value).toBe(100);
    const rows = await t.db.selectFrom('counterChanges').select('id').where('counterId', '=', counter._id).execute();
    expect(rows).toHaveLength(100);
  });
});
