import { describe, expect, it } from 'vitest';
import { type CounterGroup } from '@ordna/contract/counters';
import { counterGroupAnswer } from '@ordna/contract/counters/answers';
import { countersRefusals } from '@ordna/contract/counters/refusals';
import { signUpPeople, useTestApp } from '../../testing/use-test-app.test-kit';
import { countersClient, type CountersClient } from './counters.test-kit';

let me: CountersClient;
let other: CountersClient;
const t = useTestApp(async ({ app }) => {
  ({ me, other } = await signUpPeople(app, ['me', 'other'], countersClient));
});

describe('counter groups', () => {
  it('are created, listed with their counters, renamed and deleted with their counters', async () => {
    const created = await me.post<CounterGroup>('/counter-group', { name: 'Health' });
    expect(created.status).toBe(201);
    expect(counterGroupAnswer.parse(created.data)).toEqual({ _id: created.data._id, name: 'Health', counters: [] });
    const id = created.data._id;
    const counter = await me.post<{ _id: string }>('/counter', { counterGroupId: id, name: 'Water', unit: 'glass' });
    expect(counter.status).toBe(201);

    const list = await me.get<CounterGroup[]>('/counter-group');
    expect(counterGroupAnswer.array().parse(list.data)).toEqual([
      {
        _id: id,
        name: 'Health',
        counters: [
          {
            _id: counter.data._id,
            counterGroupId: id,
            name: 'Water',
            step: 1,
            unit: 'glass',
            value: 0,
            dailyGoal: null,
            today: 0,
          },
        ],
      },
    ]);
    const one = await me.get<CounterGroup>(`/counter-group?counterGroupId=${id}`);
    expect(one.data).toEqual(list.data[0]);

    const renamed = await me.put<CounterGroup>('/counter-group', { counterGroupId: id, name: 'Body' });
    expect(counterGroupAnswer.parse(renamed.data)).toMatchObject({ name: 'Body', counters: [{ name: 'Water' }] });

    expect((await me.del(`/counter-group?counterGroupId=${id}`)).status).toBe(200);
    expect((await me.get(`/counter-group?counterGroupId=${id}`)).status).toBe(404);
    expect((await me.get(`/counter?counterId=${counter.data._id}`)).status).toBe(404);
    const left = await t.db
      .selectFrom('counterChanges')
      .select('id')
      .where('counterId', '=', counter.data._id)
      .execute();
    expect(left).toEqual([]);
  });

  it('refuse a missing, over-long or duplicate name, naming the refusal', async () => {
    const empty = await me.post('/counter-group', { name: '  ' });
    expect(empty).toMatchObject({ status: 400, code: countersRefusals.groupNameRequired.code });
    const long = await me.post('/counter-group', { name: 'x'.repeat(101) });
    expect(long).toMatchObject({ status: 400, code: countersRefusals.nameTooLong.code });
    const missing = await me.post('/counter-group', {});
    expect(missing).toMatchObject({ status: 400, code: countersRefusals.groupNameRequired.code });

    const first = await me.post<CounterGroup>('/counter-group', { name: 'Habits' });
    const again = await me.post('/counter-group', { name: 'habits' });
    expect(again).toMatchObject({ status: 409, code: countersRefusals.duplicateGroup.code });
    const second = await me.post<CounterGroup>('/counter-group', { name: 'Sport' });
    const clash = await me.put('/counter-group', { counterGroupId: second.data._id, name: 'HABITS' });
    expect(clash).toMatchObject({ status: 409, code: countersRefusals.duplicateGroup.code });
    // Another person may use the same name.
    expect((await other.post('/counter-group', { name: 'Habits' })).status).toBe(201);
    // Renaming to its own name in another case is no clash.
    expect((await me.put('/counter-group', { counterGroupId: first.data._id, name: 'HABITS' })).status).toBe(200);
    expect((await me.put('/counter-group', { name: 'No id' })).message).toMatch(/counterGroupId/);
    expect((await me.del('/counter-group')).status).toBe(400);
  });

  it("answer 404 on every route for another person's group", async () => {
    const { data } = await me.post<CounterGroup>('/counter-group', { name: 'Private' });
    const id = data._id;
    for (const attempt of [
      other.get(`/counter-group?counterGroupId=${id}`),
      other.put('/counter-group', { counterGroupId: id, name: 'Mine' }),
      other.del(`/counter-group?counterGroupId=${id}`),
      other.post('/counter', { counterGroupId: id, name: 'Sneaky' }),
      other.get(`/counter?counterGroupId=${id}`),
    ]) {
      expect(await attempt).toMatchObject({ status: 404, code: countersRefusals.groupNotFound.code });
    }
    expect((await other.get<CounterGroup[]>('/counter-group')).data.map((group) => group._id)).not.toContain(id);
    expect((await me.get(`/counter-group?counterGroupId=${id}`)).status).toBe(200);
  });

  it('need a signed-in person', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/counter-group' });
    expect(response.statusCode).toBe(401);
  });
});
