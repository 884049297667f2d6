import { timeRefusals } from '@ordna/contract/time/refusals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Tag, type TimeCalculation, type TimeGraph } from '@ordna/contract/time';
import { signUp, type TestApp } from '../../../testing/test-app.test-kit';
import { createTimeTestApp, HOUR, MINUTE, timeClient, type TimeClient } from '../time.test-kit';

let t: TestApp;
let me: TimeClient;
let other: TimeClient;
let work: string;
let home: string;

beforeAll(async () => {
  t = await createTimeTestApp();
  t.clock.set('2026-11-20T12:00:00Z');
  me = timeClient(t.app, await signUp(t.app, { timeZone: 'Europe/Stockholm' }));
  other = timeClient(t.app, await signUp(t.app));
  const tag = (await me.post<Tag>('/tag', { title: 'Paid' })).data;
  work = (await me.post<{ _id: string }>('/time-group', { name: 'Work', tagIds: [tag._id] })).data._id;
  home = await me.group('Home');
  await me.stamp(work, 'Coding', '2026-11-17T22:00:00Z', '2026-11-18T01:00:00Z'); // 23:00–02:00 local
  await me.stamp(work, 'Review', '2026-11-18T08:00:00Z', '2026-11-18T09:00:00Z');
  await me.stamp(home, 'Cooking', '2026-11-19T16:00:00Z', '2026-11-19T16:30:00Z');
  t.clock.set('2026-11-20T10:00:00Z');
  await me.stamp(home, 'Cleaning'); // running, 20 minutes by 10:20
  t.clock.advance(20 * MINUTE);
});
afterAll(() => t.close());

describe('/time-graph', () => {
  it('gives ms per day per group, with running stamps up to now', async () => {
    const graph = await me.get<TimeGraph>('/time-graph?from=2026-11-17&to=2026-11-20&by=group');
    expect(graph.data.days).toEqual(['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
    expect(graph.data.series).toEqual([
      { key: work, name: 'Work', values: [HOUR, 3 * HOUR, 0, 0] },
      { key: home, name: 'Home', values: [0, 0, 30 * MINUTE, 20 * MINUTE] },
    ]);
  });

  it('by sub group, within one group, and by tag', async () => {
    const bySub = await me.get<TimeGraph>(`/time-graph?from=2026-11-18&to=2026-11-18&by=subGroup&timeGroupId=${work}`);
    expect(bySub.data.series.map((s) => [s.name, s.values])).toEqual([
      ['Coding', [2 * HOUR]],
      ['Review', [HOUR]],
    ]);
    const byTag = await me.get<TimeGraph>('/time-graph?from=2026-11-17&to=2026-11-20&by=tag');
    expect(byTag.data.series.map((s) => [s.name, s.values])).toEqual([['Paid', [HOUR, 3 * HOUR, 0, 0]]]);
  });

  it('refuses bad ranges and answers 404 for another person', async () => {
    expect((await me.get('/time-graph?from=2026-11-20&to=2026-11-01')).message).toBe(timeRefusals.fromAfterTo.message);
    expect((await me.get('/time-graph?from=2025-01-01&to=2026-11-01')).message).toBe(timeRefusals.rangeTooLong.message);
    expect((await me.get('/time-graph?from=2026-11-01')).message).toMatch(/to/);
    expect((await other.get(`/time-graph?from=2026-11-17&to=2026-11-20&timeGroupId=${work}`)).status).toBe(404);
    const theirs = await other.get<TimeGraph>('/time-graph?from=2026-11-17&to=2026-11-20');
    expect(theirs.data.series).toEqual([]);
  });
});

describe('/time-calculate', () => {
  it('totals everything, chosen groups, or chosen sub groups', async () => {
    const all = await me.get<TimeCalculation>('/time-calculate?from=2026-11-17&to=2026-11-20');
    expect(all.data).toEqual({
      totalMs: 4 * HOUR + 50 * MINUTE,
      perGroup: [
        { _id: work, name: 'Work', totalMs: 4 * HOUR },
        { _id: home, name: 'Home', totalMs: 50 * MINUTE },
      ],
    });
    const one = await me.get<TimeCalculation>(`/time-calculate?from=2026-11-18&to=2026-11-18&timeGroupIds=${work}`);
    expect(one.data).toEqual({ totalMs: 3 * HOUR, perGroup: [{ _id: work, name: 'Work', totalMs: 3 * HOUR }] });
    const review = (await me.get<{ _id: string; name: string }[]>('/sub-group')).data.find((s) => s.name === 'Review')!;
    const sub = await me.get<TimeCalculation>(
      `/time-calculate?from=2026-11-17&to=2026-11-20&subGroupIds=${review._id}`,
    );
    expect(sub.data.totalMs).toBe(HOUR);
  });

  it('agrees with the graph over ranges with whole months and partial ends', async () => {
    for (const [from, to] of [
      ['2026-10-15', '2026-12-10'],
      ['2026-11-01', '2026-11-30'],
      ['2026-11-18', '2026-12-31'],
      ['2026-09-01', '2026-11-17'],
    ] as const) {
      const calculation = await me.get<TimeCalculation>(`/time-calculate?from=${from}&to=${to}`);
      const graph = await me.get<TimeGraph>(`/time-graph?from=${from}&to=${to}`);
      const graphed = graph.data.series.reduce((sum, s) => sum + s.values.reduce((a, b) => a + b, 0), 0);
      expect(calculation.data.totalMs, `${from}..${to}`).toBe(graphed);
    }
    expect((await me.get<TimeCalculation>('/time-calculate?from=2026-10-15&to=2026-12-10')).data.totalMs).toBe(
      4 * HOUR + 50 * MINUTE,
    );
  });

  it("answers 404 for another person's ids and 400 for a bad range", async () => {
    expect((await other.get(`/time-calculate?from=2026-11-17&to=2026-11-20&timeGroupIds=${work}`)).status).toBe(404);
    expect((await me.get('/time-calculate?from=2026-11-17')).status).toBe(400);
  });
});
