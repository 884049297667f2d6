import { clipToPeriods, overlapMs, PERIOD_KEYS, type PeriodWindows, type Window } from '@ordna/contract/kernel/periods';
import type { TimeListEntry, TimeStamp } from '@ordna/contract/time';

/**
 * Live totals while several stamps run (one per sub group, several per group). A fetched list
 * entry holds every running stamp of its own up to one instant, `activeStamp.countedUntil` (the
 * server's "now" when it answered); the time after that is added here, for each running stamp,
 * so two timers in one group make its total count twice as fast. An entry without that instant
 * held no running stamp when fetched, so a stamp started since counts from its start.
 */

/** Whether the stamp counts towards the entry (its group or its sub group). */
export const ownsStamp = (entry: TimeListEntry, stamp: TimeStamp) =>
  entry._id === stamp.timeGroupId || entry._id === stamp.subGroupId;

function countedUntil(entry: TimeListEntry): number {
  const counted = entry.activeStamp?.countedUntil;
  return counted ? Date.parse(counted) : Number.NEGATIVE_INFINITY;
}

/** The running entries' time not yet in their fetched totals, up to `now`, inside the window. */
export function runningExtra(
  entries: readonly TimeListEntry[],
  running: readonly TimeStamp[],
  now: number,
  window: Window,
): number {
  let extra = 0;
  for (const entry of entries) {
    const counted = countedUntil(entry);
    for (const stamp of running) {
      if (!stamp.ended && ownsStamp(entry, stamp))
        extra += overlapMs(Math.max(Date.parse(stamp.startTime), counted), now, window);
    }
  }
  return extra;
}

/** Whether any of the entries has a stamp running. */
export const anyRunning = (entries: readonly TimeListEntry[], running: readonly TimeStamp[]) =>
  running.some((stamp) => !stamp.ended && entries.some((entry) => ownsStamp(entry, stamp)));

/**
 * A stamp started: the entry shows it as its timer but keeps the instant its totals count up to,
 * so the stamps already running go on counting from there and the new one from its start.
 */
export function withStampStarted<T extends TimeListEntry>(entry: T, stamp: TimeStamp): T {
  const counted = entry.activeStamp?.countedUntil;
  return {
    ...entry,
    usage: entry.usage + 1,
    activeStamp: {
      startTime: stamp.startTime,
      timeStampId: stamp._id,
      ...(counted ? { countedUntil: counted } : {}),
    },
  };
}

/**
 * A running stamp ended: its time after the counted instant goes into the totals, and the entry's
 * timer becomes another of its running stamps (still counted up to the same instant), if any.
 */
export function withStampEnded<T extends TimeListEntry>(
  entry: T,
  stamp: TimeStamp,
  stillRunning: readonly TimeStamp[],
  periods: PeriodWindows,
): T {
  if (!stamp.endTime) return entry;
  const from = Math.max(Date.parse(stamp.startTime), countedUntil(entry));
  const added = clipToPeriods(from, Date.parse(stamp.endTime), periods);
  const next = { ...entry };
  for (const key of PERIOD_KEYS) next[key] = entry[key] + Math.max(0, added[key]);
  if (entry.activeStamp?.timeStampId === stamp._id) {
    const other = stillRunning.find((running) => running._id !== stamp._id && ownsStamp(entry, running));
    next.activeStamp = other
      ? { startTime: other.startTime, timeStampId: other._id, countedUntil: entry.activeStamp.countedUntil }
      : null;
  }
  return next;
}
