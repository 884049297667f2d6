import { describe, expect, it } from 'vitest';
import type { TimeStamp } from '@ordna/contract/time';
import { entryDays, liveMs } from './entry-days';

const stamp = (id: string, date: string, start: string, durationInMs: number, ended = true): TimeStamp => ({
  _id: id,
  name: id,
  subGroupId: `s-${id}`,
  timeGroupId: 'g',
  startTime: `${date}T${start}:00.000Z`,
  endTime: ended ? new Date(Date.parse(`${date}T${start}:00.000Z`) + durationInMs).toISOString() : null,
  date,
  ended,
  durationInMs,
  auto: false,
  description: '',
});

describe('entryDays', () => {
  it('groups ended stamps by day, newest day and stamp first, with day totals', () => {
    const days = entryDays(
      [
        stamp('a', '2026-11-16', '08:00', 1000),
        stamp('b', '2026-11-18', '08:00', 2000),
        stamp('c', '2026-11-18', '10:00', 3000),
        stamp('run', '2026-11-18', '11:00', 9000, false),
        stamp('old', '2026-11-15', '08:00', 500),
      ],
      '2026-11-16',
    );
    expect(days.map((day) => [day.date, day.stamps.map((s) => s._id), day.totalMs])).toEqual([
      ['2026-11-18', ['c', 'b'], 5000],
      ['2026-11-16', ['a'], 1000],
    ]);
  });

  it('counts running stamps live on the day they started', () => {
    const running = [stamp('r', '2026-11-18', '11:00', 0, false)];
    const now = Date.parse('2026-11-18T11:00:30Z');
    expect(liveMs(running, '2026-11-18', now)).toBe(30_000);
    expect(liveMs(running, '2026-11-17', now)).toBe(0);
    expect(liveMs(running, null, now)).toBe(30_000);
  });
});
