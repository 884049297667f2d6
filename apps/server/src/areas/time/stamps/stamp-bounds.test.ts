import { commonRefusals } from '@ordna/contract/kernel/refusals';
import { timeRefusals } from '@ordna/contract/time/refusals';
import type { TimeStamp } from '@ordna/contract/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestApp } from '../../../testing/test-app.test-kit';
import { createTimeTestApp, HOUR, timeClient, type TimeClient } from '../time.test-kit';

/** Instants and a stamp's length are bounded, so no request does work for centuries of days. */

let t: TestApp;
let me: TimeClient;
let group: string;
const DAY = 24 * HOUR;

async function rowCounts() {
  const count = async (table: 'timeStamps' | 'timeDayTotals' | 'timePeriodTotals') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('userId', '=', me.user._id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    stamps: await count('timeStamps'),
    days: await count('timeDayTotals'),
    periods: await count('timePeriodTotals'),
  };
}

beforeAll(async () => {
  t = await createTimeTestApp();
  me = timeClient(t.app, await signUp(t.app, { timeZone: 'Europe/Stockholm' }));
  group = await me.group('Work');
});
afterAll(() => t.close());

describe('stamp bounds', () => {
  it('refuses a stamp from year 100 to 9999 at once, naming the field, and writes nothing', async () => {
    const before = await rowCounts();
    const started = Date.now();
    const answer = await me.post('/time-stamp', {
      timeGroupId: group,
      name: 'Forever',
      startTime: '0100-01-01T00:00:00Z',
      endTime: '9999-12-31T00:00:00Z',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(answer.status).toBe(400);
    expect(answer.code).toBe(commonRefusals.instantOutOfRange.code);
    expect(answer.message).toBe(`startTime: ${commonRefusals.instantOutOfRange.message}`);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a stamp longer than its limit, with the limit in the message, and writes nothing', async () => {
    const before = await rowCounts();
    const answer = await me.post('/time-stamp', {
      timeGroupId: group,
      name: 'Long',
      startTime: '1971-01-01T00:00:00Z',
      endTime: '2099-12-31T00:00:00Z',
    });
    expect(answer).toMatchObject({ status: 400, code: timeRefusals.stampTooLong.code });
    expect(answer.message).toContain('7 days');
    expect(await rowCounts()).toEqual(before);
  });

  it('accepts a stamp of exactly the limit', async () => {
    const stamp = await me.stamp(group, 'Week', '2026-11-01T00:00:00Z', '2026-11-08T00:00:00Z');
    expect(stamp.durationInMs).toBe(7 * DAY);
  });

  it('bounds edits, stamping out, reopening and moves by the same rule', async () => {
    t.clock.set('2026-11-18T10:00:00Z');
    const stamp = await me.stamp(group, 'Edited', '2026-11-17T10:00:00Z', '2026-11-17T12:00:00Z');
    const before = await rowCounts();
    const edit = (change: Record<string, unknown>) => me.put('/time-stamp', { timeStampId: stamp._id, ...change });
    expect(await edit({ startTime: '2026-11-01T00:00:00Z' })).toMatchObject({ code: timeRefusals.stampTooLong.code });
    expect(await edit({ endTime: '2099-01-01T00:00:00Z' })).toMatchObject({ code: timeRefusals.stampTooLong.code });
    expect(await edit({ endTime: '9999-01-01T00:00:00Z' })).toMatchObject({
      code: commonRefusals.instantOutOfRange.code,
    });
    // Reopened and stamped out later: counted up to now.
    expect((await edit({ ended: false })).status).toBe(200);
    t.clock.advance(8 * DAY);
    expect(await edit({ ended: true })).toMatchObject({ status: 400, code: timeRefusals.stampTooLong.code });
    const other = await me.get<{ _id: string }[]>('/sub-group');
    const move = other.data.find((subGroup) => subGroup._id !== stamp.subGroupId);
    if (move) expect(await edit({ subGroupId: move._id })).toMatchObject({ code: timeRefusals.stampTooLong.code });
    expect((await edit({ endTime: '2026-11-17T13:00:00Z' })).data).toMatchObject({ ended: true });
    const after = await me.get<TimeStamp>(`/time-stamp?timeStampId=${stamp._id}`);
    expect(after.data.durationInMs).toBe(3 * HOUR);
    expect((await rowCounts()).stamps).toBe(before.stamps);
  });

  it('refuses a running stamp that started longer ago than the limit', async () => {
    t.clock.set('2026-11-18T10:00:00Z');
    const answer = await me.post('/time-stamp', { timeGroupId: group, name: 'Old', startTime: '2026-11-01T00:00:00Z' });
    expect(answer).toMatchObject({ status: 400, code: timeRefusals.stampTooLong.code });
  });
});

describe('date ranges', () => {
  it.each(['/time-calculate', '/time-graph', '/time-stamp/export'])(
    '%s answers 400 naming a bad date',
    async (path) => {
      for (const query of ['from=x&to=2026-01-01', 'from=2026-01-01&to=x']) {
        const answer = await me.get(`${path}?${query}`);
        expect(answer.status).toBe(400);
        expect(answer.message).toMatch(query.startsWith('from=x') ? /^from: / : /^to: /);
      }
    },
  );
});
