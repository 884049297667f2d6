import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Counter, CounterChangePage, CounterGroup, CounterPeriodPage } from '@ordna/contract/counters';
import { counterChangePageAnswer, counterPeriodPageAnswer } from '@ordna/contract/counters/answers';
import { countersRefusals } from '@ordna/contract/counters/refusals';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.test-kit';
import { countersClient, type CountersClient } from './counters.test-kit';

let t: TestApp;
let me: CountersClient;
let other: CountersClient;

beforeAll(async () => {
  // The clock moves by weeks here: sessions last longer than that.
  t = await createTestApp({ accessTokenTtlMs: 400 * 24 * 3_600_000 });
  me = countersClient(t.app, await signUp(t.app, { timeZone: 'Europe/Stockholm' }));
  other = countersClient(t.app, await signUp(t.app));
});
afterAll(() => t.close());

async function newCounter(name: string, body: object = {}): Promise<Counter> {
  const group = await me.post<CounterGroup>('/counter-group', { name });
  const created = await me.post<Counter>('/counter', { counterGroupId: group.data._id, name: 'Water', ...body });
  expect(created.status).toBe(201);
  return created.data;
}

const change = (counterId: string, amount: number) => me.put<Counter>('/counter', { counterId, change: amount });

describe('a daily goal', () => {
  it('is kept, shown with today’s sum in the person’s day, changed and taken away', async () => {
    t.clock.set('2026-11-18T10:00:00Z');
    const water = await newCounter('Goals', { dailyGoal: 8 });
    expect(water).toMatchObject({ dailyGoal: 8, today: 0, value: 0 });
    for (let i = 0; i < 3; i++) await change(water._id, 1);
    expect((await me.get<Counter>(`/counter?counterId=${water._id}`)).data).toMatchObject({ today: 3, value: 3 });

    // 23:30 in Stockholm is still the 18th; 00:30 is the 19th.
    t.clock.set('2026-11-18T22:30:00Z');
    await change(water._id, 2);
    t.clock.set('2026-11-18T23:30:00Z');
    await change(water._id, 1);
    const next = await me.get<CounterGroup[]>('/counter-group');
    const shown = next.data.flatMap((group) => group.counters).find((counter) => counter._id === water._id);
    expect(shown).toMatchObject({ today: 1, value: 6, dailyGoal: 8 });

    expect((await me.put<Counter>('/counter', { counterId: water._id, dailyGoal: 2.5 })).data.dailyGoal).toBe(2.5);
    expect((await me.put<Counter>('/counter', { counterId: water._id, name: 'Tea' })).data.dailyGoal).toBe(2.5);
    expect((await me.put<Counter>('/counter', { counterId: water._id, dailyGoal: null })).data.dailyGoal).toBeNull();
  });

  it('refuses a goal that is not a positive amount with three decimals', async () => {
    const water = await newCounter('Bad goals');
    for (const dailyGoal of [0, -1, 1_000_001, 0.0001, '8']) {
      const refused = await me.put('/counter', { counterId: water._id, dailyGoal });
      expect(refused).toMatchObject({ status: 400, code: countersRefusals.goalOutOfRange.code });
      const created = await me.post('/counter', { counterGroupId: water.counterGroupId, name: 'X', dailyGoal });
      expect(created).toMatchObject({ status: 400, code: countersRefusals.goalOutOfRange.code });
    }
  });
});

describe("a counter's changes", () => {
  it('come newest first, a page at a time, each with the value after it and who made it', async () => {
    t.clock.set('2026-11-18T10:00:00Z');
    const steps = await newCounter('History');
    for (let i = 1; i <= 55; i++) {
      t.clock.advance(60_000);
      await change(steps._id, i % 5 === 0 ? -1 : 1);
    }
    const first = await me.get<CounterChangePage>(`/counter-change?counterId=${steps._id}`);
    expect(first.status).toBe(200);
    const page1 = counterChangePageAnswer.parse(first.data);
    expect(page1).toMatchObject({ pageNumber: 1, totalPages: 2 });
    expect(page1.changes).toHaveLength(50);
    // 55 changes: 44 of +1 and 11 of −1.
    expect(page1.changes[0]).toMatchObject({ amount: -1, kind: 'change', valueAfter: 33, mine: true });
    expect(page1.changes[0]!.time).toBe(new Date(t.clock.now).toISOString());
    expect(page1.changes[1]).toMatchObject({ amount: 1, valueAfter: 34 });
    const page2 = counterChangePageAnswer.parse(
      (await me.get(`/counter-change?counterId=${steps._id}&pageNumber=2`)).data,
    );
    // The oldest five: +1, +1, +1, +1, −1.
    expect(page2.changes.map((row) => [row.amount, row.valueAfter])).toEqual([
      [-1, 3],
      [1, 4],
      [1, 3],
      [1, 2],
      [1, 1],
    ]);
    const page3 = (await me.get<CounterChangePage>(`/counter-change?counterId=${steps._id}&pageNumber=3`)).data;
    expect(page3.changes).toEqual([]);
  });

  it('add up per day, week and month in the person’s time zone, with the value at each end', async () => {
    const cups = await newCounter('Periods');
    // Stockholm: the 16th at noon, the 17th twice, the 18th just after midnight (still the 17th in UTC).
    for (const [iso, amount] of [
      ['2026-11-16T11:00:00Z', 2],
      ['2026-11-17T08:00:00Z', 3],
      ['2026-11-17T20:00:00Z', -1],
      ['2026-11-17T23:30:00Z', 4],
    ] as const) {
      t.clock.set(iso);
      await change(cups._id, amount);
    }
    t.clock.set('2026-11-18T12:00:00Z');
    const days = counterPeriodPageAnswer.parse(
      (await me.get<CounterPeriodPage>(`/counter-period?counterId=${cups._id}&period=day`)).data,
    );
    expect(days).toEqual({
      pageNumber: 1,
      totalPages: 1,
      periods: [
        { from: '2026-11-18', to: '2026-11-18', total: 4, value: 8 },
        { from: '2026-11-17', to: '2026-11-17', total: 2, value: 4 },
        { from: '2026-11-16', to: '2026-11-16', total: 2, value: 2 },
      ],
    });
    const weeks = (await me.get<CounterPeriodPage>(`/counter-period?counterId=${cups._id}&period=week`)).data;
    expect(weeks.periods).toEqual([{ from: '2026-11-16', to: '2026-11-22', total: 8, value: 8 }]);
    const months = (await me.get<CounterPeriodPage>(`/counter-period?counterId=${cups._id}&period=month`)).data;
    expect(months.periods).toEqual([{ from: '2026-11-01', to: '2026-11-30', total: 8, value: 8 }]);

    t.clock.set('2027-01-10T12:00:00Z');
    const later = (await me.get<CounterPeriodPage>(`/counter-period?counterId=${cups._id}&period=month`)).data;
    expect(later.periods.map((row) => [row.from, row.total, row.value])).toEqual([
      ['2027-01-01', 0, 8],
      ['2026-12-01', 0, 8],
      ['2026-11-01', 8, 8],
    ]);
    const dayPage2 = (await me.get<CounterPeriodPage>(`/counter-period?counterId=${cups._id}&period=day&pageNumber=2`))
      .data;
    expect(dayPage2).toMatchObject({ pageNumber: 2, totalPages: 2 });
    expect(dayPage2.periods[0]!.from).toBe('2026-12-10');
  });

  it('start with one empty period for a counter never changed', async () => {
    t.clock.set('2026-11-18T12:00:00Z');
    const fresh = await newCounter('Fresh');
    const days = (await me.get<CounterPeriodPage>(`/counter-period?counterId=${fresh._id}&period=day`)).data;
    expect(days).toEqual({
      pageNumber: 1,
      totalPages: 1,
      periods: [{ from: '2026-11-18', to: '2026-11-18', total: 0, value: 0 }],
    });
    const changes = (await me.get<CounterChangePage>(`/counter-change?counterId=${fresh._id}`)).data;
    expect(changes).toEqual({ changes: [], pageNumber: 1, totalPages: 1 });
  });

  it('refuse bad input and answer 404 to another person', async () => {
    const mine = await newCounter('Private history');
    expect(await me.get(`/counter-period?counterId=${mine._id}&period=year`)).toMatchObject({
      status: 400,
      code: countersRefusals.periodInvalid.code,
    });
    expect((await me.get(`/counter-period?period=day`)).message).toMatch(/counterId/);
    expect((await me.get(`/counter-change`)).message).toMatch(/counterId/);
    expect((await me.get(`/counter-change?counterId=${mine._id}&pageNumber=0`)).status).toBe(400);
    const notFound = { status: 404, code: countersRefusals.counterNotFound.code };
    expect(await other.get(`/counter-change?counterId=${mine._id}`)).toMatchObject(notFound);
    expect(await other.get(`/counter-period?counterId=${mine._id}&period=week`)).toMatchObject(notFound);
  });
});
