import { describe, expect, it } from 'vitest';
import { periodWindows, startOfDay } from '@ordna/contract/kernel/periods';
import type { TimeListEntry, TimeStamp } from '@ordna/contract/time';
import { ZERO_TOTALS } from '@ordna/contract/time/list';
import { anyRunning, runningExtra, withStampEnded, withStampStarted } from './running-totals';

const ZONE = 'UTC';
const DAY = '2026-11-22';
const periods = periodWindows(DAY, ZONE);
const S = 1000;
const at = (seconds: number) => new Date(startOfDay(DAY, ZONE) + 9 * 3600 * S + seconds * S).toISOString();
const ms = (seconds: number) => Date.parse(at(seconds));

function running(id: string, subGroupId: string, startSecond: number): TimeStamp {
  return {
    _id: id,
    name: subGroupId,
    subGroupId,
    timeGroupId: 'work',
    startTime: at(startSecond),
    endTime: null,
    date: DAY,
    ended: false,
    durationInMs: 0,
    auto: false,
    description: '',
  };
}

/** The group "work" as fetched at `fetchedAt` with Alpha (started at 0) running. */
function work(fields: Partial<TimeListEntry> = {}): TimeListEntry {
  return {
    _id: 'work',
    name: 'Work',
    tags: [],
    usage: 1,
    ...ZERO_TOTALS,
    activeStamp: null,
    ...fields,
  };
}

const alpha = running('a', 'alpha', 0);
const beta = running('b', 'beta', 5);

describe('live totals with several running stamps', () => {
  it('counts every running stamp of the entry after the fetched instant', () => {
    // Fetched at 10 s with both running: 10 s of Alpha and 5 s of Beta are in the totals.
    const fetched = work({
      today: 15 * S,
      activeStamp: { startTime: beta.startTime, timeStampId: 'b', countedUntil: at(10) },
    });
    const extra = runningExtra([fetched], [alpha, beta], ms(12), periods.today);
    expect(fetched.today + extra).toBe(12 * S + 7 * S);
    expect(anyRunning([fetched], [alpha, beta])).toBe(true);
  });

  it('a stamp started after the fetch counts from its start, the others from the fetched instant', () => {
    const fetched = work({
      today: 2 * S,
      activeStamp: { startTime: alpha.startTime, timeStampId: 'a', countedUntil: at(2) },
    });
    const after = withStampStarted(fetched, beta);
    expect(after.activeStamp).toMatchObject({ timeStampId: 'b', countedUntil: at(2) });
    expect(after.today + runningExtra([after], [alpha, beta], ms(8), periods.today)).toBe(8 * S + 3 * S);
  });

  it('ending one of two keeps the other counting, nothing twice', () => {
    const fetched = work({
      today: 15 * S,
      activeStamp: { startTime: beta.startTime, timeStampId: 'b', countedUntil: at(10) },
    });
    const endedBeta: TimeStamp = { ...beta, ended: true, endTime: at(20), durationInMs: 15 * S };
    const after = withStampEnded(fetched, endedBeta, [alpha], periods);
    expect(after.activeStamp).toMatchObject({ timeStampId: 'a', countedUntil: at(10) });
    // At 30 s: Alpha 30 s, Beta 15 s.
    expect(after.today + runningExtra([after], [alpha], ms(30), periods.today)).toBe(45 * S);
  });

  it('other entries are not touched', () => {
    expect(runningExtra([work({ _id: 'home' })], [alpha], ms(30), periods.today)).toBe(0);
  });
});
