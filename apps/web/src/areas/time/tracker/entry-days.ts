import type { TimeStamp } from '@ordna/contract/time';

/** One day of the tracker's entry list: its ended stamps, newest first, and their total. */
export interface EntryDay {
  date: string;
  stamps: TimeStamp[];
  totalMs: number;
}

/**
 * The ended stamps from `from` on, by the day they started, newest day and newest stamp first.
 * Running stamps are left out: the tracker shows them above, each with its own clock, and adds
 * them live to their day (see `liveMs`).
 */
export function entryDays(stamps: readonly TimeStamp[], from: string): EntryDay[] {
  const byDate = new Map<string, TimeStamp[]>();
  for (const stamp of stamps) {
    if (!stamp.ended || stamp.date < from) continue;
    const day = byDate.get(stamp.date) ?? [];
    day.push(stamp);
    byDate.set(stamp.date, day);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([date, dayStamps]) => ({
      date,
      stamps: dayStamps.sort((a, b) => b.startTime.localeCompare(a.startTime)),
      totalMs: dayStamps.reduce((sum, stamp) => sum + stamp.durationInMs, 0),
    }));
}

/** The running stamps' time up to `now` that counts on `date` (a running stamp counts on the day it started). */
export function liveMs(running: readonly TimeStamp[], date: string | null, now: number): number {
  return running
    .filter((stamp) => !stamp.ended && (date === null || stamp.date === date))
    .reduce((sum, stamp) => sum + Math.max(0, now - Date.parse(stamp.startTime)), 0);
}
