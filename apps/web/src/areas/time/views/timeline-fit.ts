import { placeStamp, type TimelineStamp } from './timeline-layout';

const HOUR = 3_600_000;
/** A fitted axis spans at least this many hours, so one short stamp is not a wall of colour. */
export const MIN_FIT_HOURS = 3;

/**
 * The part of a day the timeline shows when it fits the stamps: from the whole hour (counted from
 * the day's start) before the first stamp to the whole hour after the last one ends (a running one
 * ends now), at least MIN_FIT_HOURS, never outside the day. The whole day when nothing is placed.
 */
export function fittedWindow(
  stamps: readonly TimelineStamp[],
  dayStart: number,
  dayEnd: number,
  now: number,
): { start: number; end: number } {
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  for (const stamp of stamps) {
    const placed = placeStamp(stamp, dayStart, dayEnd, now);
    if (!placed) continue;
    const start = Math.max(placed.startMs, dayStart);
    from = Math.min(from, start);
    to = Math.max(to, start + placed.visibleMs);
  }
  if (!Number.isFinite(from)) return { start: dayStart, end: dayEnd };
  let start = dayStart + Math.floor((from - dayStart) / HOUR) * HOUR;
  let end = Math.min(dayEnd, dayStart + Math.ceil((to - dayStart) / HOUR) * HOUR);
  if (end <= start) end = start + HOUR;
  const missing = MIN_FIT_HOURS * HOUR - (end - start);
  if (missing > 0) {
    end = Math.min(dayEnd, end + missing);
    start = Math.max(dayStart, end - MIN_FIT_HOURS * HOUR);
  }
  return { start, end };
}
