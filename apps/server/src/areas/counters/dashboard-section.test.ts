import { describe, expect, it } from 'vitest';
import type { Counter, CounterGroup } from '@ordna/contract/counters';
import { dashboardAnswer, type DashboardAnswer } from '@ordna/contract/dashboard';
import { IN_STOCKHOLM, signUpPeople, useTestApp } from '../../testing/use-test-app.test-kit';
import { countersClient, type CountersClient } from './counters.test-kit';

let ann: CountersClient;
let bob: CountersClient;
const t = useTestApp(
  async ({ app, clock }) => {
    clock.set('2026-11-18T12:00:00Z');
    ({ ann, bob } = await signUpPeople(app, { ann: IN_STOCKHOLM, bob: IN_STOCKHOLM }, countersClient));
  },
  { accessTokenTtlMs: 30 * 24 * 3_600_000 },
);

async function dashboard(client: CountersClient, query: string): Promise<DashboardAnswer> {
  const answer = await client.get<DashboardAnswer>(`/dashboard?${query}`);
  expect(answer.status).toBe(200);
  return dashboardAnswer.parse(answer.data);
}

async function changeAt(counterId: string, iso: string, change: number) {
  t.clock.set(iso);
  expect((await ann.put('/counter', { counterId, change })).status).toBe(200);
}

describe('the counters section', () => {
  it("shows each own counter's change per day of the span, its value at the span's end and its goal", async () => {
    const health = await ann.post<CounterGroup>('/counter-group', { name: 'Health' });
    const water = (
      await ann.post<Counter>('/counter', {
        counterGroupId: health.data._id,
        name: 'Water',
        unit: 'glass',
        dailyGoal: 8,
      })
    ).data;
    const steps = (await ann.post<Counter>('/counter', { counterGroupId: health.data._id, name: 'Steps' })).data;
    await changeAt(water._id, '2026-11-16T09:00:00Z', 3);
    await changeAt(water._id, '2026-11-17T09:00:00Z', 5);
    // 00:30 on the 18th in Stockholm.
    await changeAt(water._id, '2026-11-17T23:30:00Z', -1);
    await changeAt(steps._id, '2026-11-18T10:00:00Z', 100);
    t.clock.set('2026-11-18T12:00:00Z');

    const day = await dashboard(ann, 'date=2026-11-17');
    expect(day.sections.counters).toEqual({
      counters: [
        {
          _id: steps._id,
          name: 'Steps',
          groupName: 'Health',
          unit: '',
          dailyGoal: null,
          value: 0,
          change: 0,
          days: [{ date: '2026-11-17', change: 0 }],
        },
        {
          _id: water._id,
          name: 'Water',
          groupName: 'Health',
          unit: 'glass',
          dailyGoal: 8,
          value: 8,
          change: 5,
          days: [{ date: '2026-11-17', change: 5 }],
        },
      ],
      more: false,
    });

    const week = await dashboard(ann, 'date=2026-11-18&view=week');
    const weekWater = week.sections.counters!.counters.find((counter) => counter._id === water._id)!;
    expect(weekWater.days.map((each) => each.change)).toEqual([3, 5, -1, 0, 0, 0, 0]);
    expect(weekWater).toMatchObject({ change: 7, value: 7 });
    expect(week.sections.counters!.counters.find((counter) => counter._id === steps._id)).toMatchObject({
      change: 100,
      value: 100,
    });
  });

  it("never shows another person's counters", async () => {
    const answer = await dashboard(bob, 'date=2026-11-18&view=month');
    expect(answer.sections.counters).toEqual({ counters: [], more: false });
  });
});
