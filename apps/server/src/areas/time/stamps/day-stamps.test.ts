import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dayWindow } from '@ordna/contract/kernel/periods';
import {
  MAX_DAY_STAMPS,
  MAX_RANGE_STAMPS,
  type TimeStamp,
  type TimeStampDay,
  type TimeStampRange,
} from '@ordna/contract/time';
import { IN_STOCKHOLM, signUpPeople } from '../../../testing/use-test-app.test-kit';
import type { TestApp } from '../../../testing/test-app.test-kit';
import { insertStampRows, useTimeTestApp, HOUR, MINUTE, timeClient, type TimeClient } from '../time.test-kit';
import { overlappingStatement } from './time-stamps.store';

/**
 * GET /time-stamp?date (the timeline page and the dashboard's day card): a day answers its latest
 * MAX_DAY_STAMPS stamps by start (today's and the running one are what a person looks for), in
 * start order, and says when it had more, read in index order backwards with that bound; a running
 * stamp is always in, however early it started ("Running now" shows it: it must not look lost);
 * GET /time-stamp?from&to (the tracker's week) the same with MAX_RANGE_STAMPS.
 */

let me: TimeClient;
let other: TimeClient;
let work: string;
const t = useTimeTestApp(async ({ app }) => {
  ({ me, other } = await signUpPeople(app, { me: IN_STOCKHOLM, other: IN_STOCKHOLM }, timeClient));
  work = await me.group('Work');
});

const BUSY_DAY = '2026-10-05';
const dayStart = dayWindow(BUSY_DAY, 'Europe/Stockholm').start;
// Before the busy day: the stamps left running there do not overlap it.
const FULL_DAY = '2026-10-01';
const fullStart = dayWindow(FULL_DAY, 'Europe/Stockholm').start;

/** `count` ended automatic stamps of 20 s, one every 30 s from `from`, in the sub group of `like`. */
async function addStamps(t: TestApp, person: TimeClient, like: TimeStamp, count: number, from: number, prefix: string) {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `${prefix}${String(i).padStart(6, '0')}`,
    userId: person.user._id,
    timeGroupId: like.timeGroupId,
    subGroupId: like.subGroupId,
    startTime: from + i * 30_000,
    endTime: from + i * 30_000 + 20_000,
    ended: 1,
    auto: 1,
    description: '',
  }));
  await insertStampRows(t, rows);
}

const iso = (ms: number) => new Date(ms).toISOString();
const idsOf = (stamps: readonly TimeStamp[]) => stamps.map((stamp) => stamp._id);

/**
 * A cut answer keeps the latest: it says it was cut, holds as many stamps as `whole` (an answer
 * full to the limit) with `added` (the newest, by id) at its end and as many of the earliest left
 * out, in start order, earliest first, as the pages draw them.
 */
function expectLatestKept(whole: readonly TimeStamp[], answer: TimeStampDay, added: readonly string[]) {
  expect(answer.cut).toBe(true);
  expect(answer.stamps).toHaveLength(whole.length);
  expect(idsOf(answer.stamps)).toEqual([...idsOf(whole.slice(added.length)), ...added]);
  expect(idsOf(answer.stamps)).not.toContain(whole[0]!._id);
  const starts = answer.stamps.map((stamp) => Date.parse(stamp.startTime));
  expect(starts).toEqual([...starts].sort((a, b) => a - b));
}

const dayOf = (person: TimeClient, date: string) => person.get<TimeStampDay>(`/time-stamp?date=${date}&auto=true`);

describe('GET /time-stamp?date', () => {
  it('answers a normal day whole, in start order, with the stamp from the night before and the running one', async () => {
    t.clock.set('2026-11-18T12:00:00Z');
    const night = await me.stamp(work, 'Night', '2026-11-16T22:00:00Z', '2026-11-17T01:00:00Z');
    const morning = await me.stamp(work, 'Morning', '2026-11-17T08:00:00Z', '2026-11-17T09:00:00Z');
    const evening = await me.stamp(work, 'Evening', '2026-11-17T20:00:00Z');
    await other.stamp(await other.group('Theirs'), 'Theirs', '2026-11-17T10:00:00Z', '2026-11-17T11:00:00Z');
    const answer = await dayOf(me, '2026-11-17');
    expect(answer.status).toBe(200);
    expect(answer.data.cut).toBe(false);
    expect(answer.data.stamps.map((stamp) => stamp._id)).toEqual([night._id, morning._id, evening._id]);
    expect(answer.data.stamps[2]).toMatchObject({ name: 'Evening', ended: false, durationInMs: 16 * HOUR });
    expect(answer.data.stamps[1]).toEqual(morning);
  });

  it(`answers at most ${MAX_DAY_STAMPS} stamps, the latest by start with the running one, and says the day had more`, async () => {
    // Late in the busy day: it is today.
    t.clock.set(iso(dayStart + 23 * HOUR + 30 * MINUTE));
    const first = await me.stamp(work, 'Busy', iso(dayStart + HOUR), iso(dayStart + 2 * HOUR));
    await addStamps(t, me, first, MAX_DAY_STAMPS - 1, dayStart + 2 * HOUR, 'mine');
    const whole = await dayOf(me, BUSY_DAY);
    expect(whole.data.cut).toBe(false);
    expect(whole.data.stamps).toHaveLength(MAX_DAY_STAMPS);
    expect(whole.data.stamps[0]!._id).toBe(first._id);

    await addStamps(t, me, first, 3, dayStart + 22 * HOUR, 'late');
    const running = await me.stamp(work, 'Now', iso(dayStart + 23 * HOUR));
    const cut = await dayOf(me, BUSY_DAY);
    expect(cut.status).toBe(200);
    // The four earliest are left out (the first and three automatic ones); the newest are all in.
    expectLatestKept(whole.data.stamps, cut.data, ['late000000', 'late000001', 'late000002', running._id]);
    expect(cut.data.stamps.at(-1)).toMatchObject({ name: 'Now', ended: false, durationInMs: 30 * MINUTE });
  });

  it('keeps the running stamps in a cut day however early they started, in start order, and still says the day is cut', async () => {
    t.clock.set(iso(fullStart + 23 * HOUR + 30 * MINUTE));
    // Ended, from the evening before into the day: the earliest by start, so one of the earlier ones left out.
    const night = await me.stamp(work, 'Night', iso(fullStart - 4 * HOUR), iso(fullStart + 10 * MINUTE));
    const overnight = await me.stamp(work, 'Overnight', iso(fullStart - HOUR));
    const morning = await me.stamp(work, 'Since morning', iso(fullStart + 30 * MINUTE));
    // A full day after them: the latest MAX_DAY_STAMPS by start are all ended.
    await addStamps(t, me, night, MAX_DAY_STAMPS, fullStart + HOUR, 'full');
    const answer = await dayOf(me, FULL_DAY);
    expect(answer.status).toBe(200);
    expect(answer.data.cut).toBe(true);
    expect(answer.data.stamps).toHaveLength(MAX_DAY_STAMPS);
    const ids = idsOf(answer.data.stamps);
    // Both running ones first, as they start first; the two earliest automatic ones make room.
    expect(ids.slice(0, 3)).toEqual([overnight._id, morning._id, 'full000002']);
    expect(ids.at(-1)).toBe(`full${String(MAX_DAY_STAMPS - 1).padStart(6, '0')}`);
    expect(ids).not.toContain(night._id);
    expect(ids).not.toContain('full000001');
    expect(answer.data.stamps[1]).toMatchObject({ name: 'Since morning', ended: false, durationInMs: 23 * HOUR });
    const starts = answer.data.stamps.map((stamp) => Date.parse(stamp.startTime));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it("never shows another person's stamps, however many they have that day", async () => {
    const theirs = await other.stamp(
      await other.group('Busy too'),
      'Busy',
      new Date(dayStart).toISOString(),
      new Date(dayStart + MINUTE).toISOString(),
    );
    await addStamps(t, other, theirs, MAX_DAY_STAMPS + 10, dayStart + MINUTE, 'theirs');
    const mine = await dayOf(me, BUSY_DAY);
    expect(mine.data.stamps.every((stamp) => stamp.timeGroupId === work)).toBe(true);
    expect(mine.data.stamps.filter((stamp) => stamp._id.startsWith('theirs'))).toEqual([]);
    const their = await dayOf(other, BUSY_DAY);
    expect(their.data.cut).toBe(true);
    expect(their.data.stamps.every((stamp) => stamp.timeGroupId === theirs.timeGroupId)).toBe(true);
  });
});

describe("how the databases read a day's stamps", () => {
  const values = () => [me.user._id, dayStart, dayStart + 24 * HOUR, MAX_DAY_STAMPS + 1] as const;

  it.each([true, false])(
    'SQLite reads the ended half in (userId, startTime) order, no sort (automatic: %s)',
    async (auto) => {
      if (t.dialect !== 'sqlite') return;
      // Planning needs no values: empty strings stand in for the parameters.
      const literal = overlappingStatement(t.db, auto, values()).sql.replaceAll('?', "''");
      const plan = (await sql<{ detail: string }>`explain query plan ${sql.raw(literal)}`.execute(t.db)).rows.map(
        (row) => row.detail,
      );
      expect(plan.some((detail) => detail.includes('INDEX time_stamps_start'))).toBe(true);
      expect(plan.filter((detail) => detail.includes('TEMP B-TREE'))).toEqual([]);
    },
  );

  it.each([true, false])('PostgreSQL reads it through the start index under a limit (automatic: %s)', async (auto) => {
    if (t.dialect !== 'postgres') return;
    const statement = overlappingStatement(t.db, auto, values());
    const literals = statement.parameters.map((value) => (typeof value === 'string' ? `'${value}'` : String(value)));
    await t.db.connection().execute(async (connection) => {
      // The server sends it as a named statement, whose generic plan PostgreSQL keeps.
      await sql`set plan_cache_mode = force_generic_plan`.execute(connection);
      await sql.raw(`prepare day_stamps as ${statement.sql}`).execute(connection);
      const plan = await sql<{ 'QUERY PLAN': string }>`${sql.raw(`explain execute day_stamps(${literals.join(', ')})`)}`
        .execute(connection)
        .finally(async () => {
          await sql`deallocate day_stamps`.execute(connection);
          await sql`reset plan_cache_mode`.execute(connection);
        });
      const lines = plan.rows.map((row) => row['QUERY PLAN']);
      const text_ = lines.join('\n');
      // Backwards from the window's end: the latest stamps are the ones kept.
      expect(text_).toContain('Index Scan Backward using time_stamps_start');
      expect(text_).toContain('Limit');
      // No full sort of the day's rows: at most an incremental sort of ties on startTime.
      expect(lines.filter((line) => /(^|->\s*)Sort\b/.test(line.trim()))).toEqual([]);
    });
  });
});

// Last: its 10,000 automatic stamps would change the statistics the plans above are read with.
describe('GET /time-stamp?from&to', () => {
  const WEEK = { from: '2026-09-07', to: '2026-09-13' };
  const weekStart = dayWindow(WEEK.from, 'Europe/Stockholm').start;
  const weekOf = (person: TimeClient) =>
    person.get<TimeStampRange>(`/time-stamp?from=${WEEK.from}&to=${WEEK.to}&auto=true`);

  it(`answers at most ${MAX_RANGE_STAMPS} stamps, the latest by start with the running one, and says the days had more`, async () => {
    // The week's last evening: Sunday is today.
    const sunday = weekStart + 6 * 24 * HOUR;
    t.clock.set(iso(sunday + 23 * HOUR + 30 * MINUTE));
    const first = await me.stamp(work, 'Busy week', iso(weekStart + HOUR), iso(weekStart + 2 * HOUR));
    // One every 30 s over about three and a half days, and none of another person's.
    await addStamps(t, me, first, MAX_RANGE_STAMPS - 1, weekStart + 2 * HOUR, 'week');
    const theirs = await other.stamp(
      await other.group('Their week'),
      'Busy',
      new Date(weekStart).toISOString(),
      new Date(weekStart + MINUTE).toISOString(),
    );
    await addStamps(t, other, theirs, 20, weekStart + MINUTE, 'theirweek');
    const whole = await weekOf(me);
    expect(whole.status).toBe(200);
    expect(whole.data.cut).toBe(false);
    expect(whole.data.stamps).toHaveLength(MAX_RANGE_STAMPS);
    expect(whole.data.stamps.every((stamp) => stamp.timeGroupId === work)).toBe(true);
    expect(whole.data.stamps[0]!._id).toBe(first._id);

    await addStamps(t, me, first, 3, sunday, 'sunday');
    const running = await me.stamp(work, 'Sunday now', iso(sunday + 23 * HOUR));
    const cut = await weekOf(me);
    expect(cut.status).toBe(200);
    // The four earliest are left out; Sunday's, the newest, are all in.
    expectLatestKept(whole.data.stamps, cut.data, ['sunday000000', 'sunday000001', 'sunday000002', running._id]);
    expect(cut.data.stamps.at(-1)).toMatchObject({ name: 'Sunday now', ended: false });

    // Running since Monday morning, before every stamp kept: it is in, first, and one more earlier ended one is out.
    const monday = await me.stamp(work, 'Since Monday', iso(weekStart + 30 * MINUTE));
    const withMonday = await weekOf(me);
    expect(withMonday.data.cut).toBe(true);
    expect(idsOf(withMonday.data.stamps)).toEqual([monday._id, ...idsOf(cut.data.stamps.slice(1))]);
    // Their few stamps come whole.
    expect((await weekOf(other)).data).toMatchObject({ cut: false, stamps: { length: 21 } });
  });
});
