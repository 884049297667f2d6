import { describe, expect, it } from 'vitest';
import type { User } from '@ordna/contract/auth';
import type { UnmatchedHost, UrlRuleSaved } from '@ordna/contract/time/heartbeats';
import { MAX_UNMATCHED_KEPT, MAX_UNMATCHED_KEPT_CHARS } from '@ordna/contract/time/limits';
import { as, body, signUp } from '../../../testing/test-app.test-kit';
import { useTestApp } from '../../../testing/use-test-app.test-kit';
import { createGroup, createRule, createToken, postHeartbeats } from './heartbeats.test-kit';

/** What is kept of unmatched heartbeats is bounded: repeats fold into one row, and a person has caps. */

const PULSE = 120_000; // the default heartbeat pulse
const at = (ms: number) => new Date(ms).toISOString();

describe('kept unmatched heartbeats', () => {
  let ann: User;
  let token: string;
  const t = useTestApp(async ({ app }) => {
    ann = await signUp(app);
    token = await createToken(app, ann);
  });

  const keptRows = () =>
    t.db
      .selectFrom('unmatchedHeartbeats')
      .select(['url', 'time', 'lastSeen', 'count'])
      .where('userId', '=', ann._id)
      .orderBy('time')
      .execute();

  it('fold repeats of one address a pulse apart into one row with a count and the last sighting', async () => {
    const start = t.clock.now - 3 * 60 * 60 * 1000;
    const beats = Array.from({ length: 300 }, (_, i) => ({
      url: 'https://repeat.example/page',
      title: `T${i}`,
      time: at(start + i * 30_000),
    }));
    // Out of order and over two batches: still one row.
    expect((await postHeartbeats(t.app, token, beats.slice(150).reverse())).statusCode).toBe(200);
    expect((await postHeartbeats(t.app, token, beats.slice(0, 150))).statusCode).toBe(200);
    expect(await keptRows()).toEqual([
      { url: 'https://repeat.example/page', time: start, lastSeen: start + 299 * 30_000, count: 300 },
    ]);
    // A sighting more than a pulse later is another visit: its own row.
    await postHeartbeats(t.app, token, {
      url: 'https://repeat.example/page',
      time: at(start + 299 * 30_000 + PULSE + 1),
    });
    expect(await keptRows()).toHaveLength(2);
    const list = await t.app.inject({ method: 'GET', url: '/api/heartbeat?unmatched=true', headers: as(ann) });
    expect(body<UnmatchedHost[]>(list).data).toMatchObject([
      { host: 'repeat.example', count: 301, lastSeen: at(start + 299 * 30_000 + PULSE + 1), sampleTitle: null },
    ]);
  });

  it('a rule applied to a row of repeats makes the stamp its heartbeats would have made', async () => {
    const timeGroupId = await createGroup(t.app, ann, 'Repeats');
    const saved: UrlRuleSaved = await createRule(t.app, ann, {
      pattern: 'repeat.example',
      matchOn: 'host',
      timeGroupId,
      subGroupName: 'Page',
      applyToUnmatched: true,
    });
    expect(saved.applied).toBe(301);
    expect(await keptRows()).toEqual([]);
    const stamps = await t.db
      .selectFrom('timeStamps')
      .select(['startTime', 'endTime'])
      .where('userId', '=', ann._id)
      .orderBy('startTime')
      .execute();
    const start = t.clock.now - 3 * 60 * 60 * 1000;
    expect(stamps).toEqual([
      { startTime: start, endTime: start + 299 * 30_000 },
      { startTime: start + 299 * 30_000 + PULSE + 1, endTime: start + 299 * 30_000 + PULSE + 1 },
    ]);
  });

  it(`keep at most ${MAX_UNMATCHED_KEPT} rows a person, the most recent`, async () => {
    const from = t.clock.now - 2 * 24 * 60 * 60 * 1000;
    const total = MAX_UNMATCHED_KEPT + 500;
    for (let batch = 0; batch < total / 500; batch++) {
      const beats = Array.from({ length: 500 }, (_, i) => {
        const n = batch * 500 + i;
        return { url: `https://many.example/${n}`, time: at(from + n * 1000) };
      });
      expect((await postHeartbeats(t.app, token, beats)).statusCode).toBe(200);
    }
    const rows = await keptRows();
    expect(rows).toHaveLength(MAX_UNMATCHED_KEPT);
    expect(rows[0]!.url).toBe('https://many.example/500');
  });

  it(`keep at most ${MAX_UNMATCHED_KEPT_CHARS} characters of addresses and titles a person`, async () => {
    const from = t.clock.now - 24 * 60 * 60 * 1000;
    const path = 'p'.repeat(2000);
    for (let batch = 0; batch < 5; batch++) {
      const beats = Array.from({ length: 500 }, (_, i) => ({
        url: `https://big.example/${batch}-${i}/${path}`,
        title: 't'.repeat(500),
        time: at(from + (batch * 500 + i) * 1000),
      }));
      expect((await postHeartbeats(t.app, token, beats)).statusCode).toBe(200);
    }
    const rows = await t.db
      .selectFrom('unmatchedHeartbeats')
      .select(['url', 'title'])
      .where('userId', '=', ann._id)
      .execute();
    const chars = rows.reduce((sum, row) => sum + row.url.length + (row.title?.length ?? 0), 0);
    expect(chars).toBeLessThanOrEqual(MAX_UNMATCHED_KEPT_CHARS);
    expect(chars).toBeGreaterThan(MAX_UNMATCHED_KEPT_CHARS - 3000);
    // The newest survive.
    expect(rows.some((row) => row.url.startsWith('https://big.example/4-499/'))).toBe(true);
  });
});
