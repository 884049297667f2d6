/** What the timeline needs of a stamp (a subset of the contract's TimeStamp). */
export interface TimelineStamp {
  _id: string;
  name: string;
  timeGroupId: string;
  startTime: string;
  endTime: string | null;
  ended: boolean;
  auto: boolean;
}

export interface TimelineBlock<S extends TimelineStamp = TimelineStamp> {
  stamp: S;
  /** The stamp's own start and end (a running stamp ends now). */
  startMs: number;
  endMs: number;
  running: boolean;
  /** How much of the stamp lies inside the day, in ms. */
  visibleMs: number;
  /** Position and width in percent of the day, after clipping the stamp to the day. */
  leftPct: number;
  widthPct: number;
  /** The stamp began before the day / goes on after it. */
  clippedStart: boolean;
  clippedEnd: boolean;
  /** Which line of its row the block sits on, so overlapping stamps don't hide each other. */
  lane: number;
}

export interface TimelineRow<S extends TimelineStamp = TimelineStamp> {
  timeGroupId: string;
  blocks: TimelineBlock<S>[];
  lanes: number;
}

/**
 * Places one stamp on a day running from `dayStart` to `dayEnd` (epoch ms): a running stamp ends
 * at `now`; the part outside the day is cut off, and so is any part after `now` (a stamp typed
 * with an end in the future never draws past the "now" line). Null when no part of it falls
 * inside the day before now.
 */
export function placeStamp<S extends TimelineStamp>(
  stamp: S,
  dayStart: number,
  dayEnd: number,
  now: number,
): Omit<TimelineBlock<S>, 'lane'> | null {
  const startMs = Date.parse(stamp.startTime);
  const running = !stamp.ended || stamp.endTime === null;
  const endMs = Math.max(startMs, running ? now : Date.parse(stamp.endTime as string));
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs)) return null;
  if (endMs < dayStart || startMs >= dayEnd || (endMs === dayStart && startMs < dayStart)) return null;
  if (startMs > now) return null;
  const from = Math.max(startMs, dayStart);
  const to = Math.min(endMs, dayEnd, now);
  const length = dayEnd - dayStart;
  return {
    stamp,
    startMs,
    endMs,
    running,
    visibleMs: to - from,
    leftPct: ((from - dayStart) / length) * 100,
    widthPct: ((to - from) / length) * 100,
    clippedStart: startMs < dayStart,
    clippedEnd: endMs > dayEnd,
  };
}

/**
 * The timeline's rows: one per time group (in the order of `groupOrder`, unknown groups last),
 * each block on the first lane where it does not overlap the block before it.
 */
export function layoutTimeline<S extends TimelineStamp>(
  stamps: S[],
  dayStart: number,
  dayEnd: number,
  now: number,
  groupOrder: string[] = [],
): TimelineRow<S>[] {
  const byGroup = new Map<string, Omit<TimelineBlock<S>, 'lane'>[]>();
  for (const stamp of stamps) {
    const placed = placeStamp(stamp, dayStart, dayEnd, now);
    if (!placed) continue;
    const list = byGroup.get(stamp.timeGroupId) ?? [];
    list.push(placed);
    byGroup.set(stamp.timeGroupId, list);
  }
  const rank = (groupId: string) => {
    const index = groupOrder.indexOf(groupId);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...byGroup.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([timeGroupId, placed]) => {
      const laneEnds: number[] = [];
      const blocks = placed
        .sort((a, b) => a.leftPct - b.leftPct || b.widthPct - a.widthPct)
        .map((block) => {
          let lane = laneEnds.findIndex((end) => end <= block.leftPct);
          if (lane === -1) lane = laneEnds.length;
          laneEnds[lane] = block.leftPct + Math.max(block.widthPct, MIN_VISIBLE_PCT);
          return { ...block, lane };
        });
      return { timeGroupId, blocks, lanes: Math.max(1, laneEnds.length) };
    });
}

/** A block is never drawn narrower than this, so short and zero-length stamps stay visible. */
export const MIN_VISIBLE_PCT = 0.3;

/** The hour lines of a day: every whole hour from its start, with the wall-clock hour it shows. */
export function hourMarks(dayStart: number, dayEnd: number, hourOf: (instant: number) => number) {
  const marks: Array<{ pct: number; hour: number }> = [];
  for (let instant = dayStart; instant < dayEnd; instant += 3_600_000) {
    marks.push({ pct: ((instant - dayStart) / (dayEnd - dayStart)) * 100, hour: hourOf(instant) });
  }
  return marks;
}

/** Room one hour label ("09") needs with space either side before the labels read as one row of digits. */
const HOUR_LABEL_PX = 36;

/**
 * Which hours carry a label when an hour gets `hourPx` of the axis: every hour on a wide screen,
 * every second (or third…) where the day is squeezed, as on a phone. Not yet measured (0): every hour.
 */
export function hourLabelEvery(hourPx: number): number {
  if (!(hourPx > 0)) return 1;
  return [1, 2, 3, 4, 6].find((every) => every * hourPx >= HOUR_LABEL_PX) ?? 6;
}
