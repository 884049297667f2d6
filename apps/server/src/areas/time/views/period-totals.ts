import { clipToPeriods, PERIOD_KEYS, type PeriodWindows } from '@ordna/contract/kernel/periods';
import type { ActiveStamp, PeriodTotals, Tag, TimeListEntry } from '@ordna/contract/time';

/** Pure pieces of the list totals: running stamps clipped to the windows, sums, list entries. */

export interface Figures {
  totals: PeriodTotals;
  /** Number of stamps. */
  usage: number;
  active: ActiveStamp | null;
}

export function emptyTotals(): PeriodTotals {
  return { today: 0, yesterDay: 0, currentWeek: 0, lastWeek: 0, currentMonth: 0, lastMonth: 0, total: 0 };
}

export function emptyFigures(): Figures {
  return { totals: emptyTotals(), usage: 0, active: null };
}

export function addTotals(target: PeriodTotals, source: PeriodTotals): void {
  for (const key of PERIOD_KEYS) target[key] += source[key];
}

/** A running stamp's time in each window: from its start up to now. */
export function runningTotals(startTime: number, now: number, windows: PeriodWindows): PeriodTotals {
  return clipToPeriods(startTime, Math.max(startTime, now), windows);
}

/** The later-started of two running stamps (the one a list entry shows). */
export function laterActive(a: ActiveStamp | null, b: ActiveStamp | null): ActiveStamp | null {
  if (!a) return b;
  if (!b) return a;
  return b.startTime > a.startTime ? b : a;
}

/** Adds one sub group's figures into a group's. */
export function addFigures(target: Figures, source: Figures): void {
  addTotals(target.totals, source.totals);
  target.usage += source.usage;
  target.active = laterActive(target.active, source.active);
}

/** A list entry; its fields written out (no spread), in the order the list has always answered them. */
export function toEntry(id: string, name: string, tags: Tag[], figures: Figures): TimeListEntry {
  const totals = figures.totals;
  return {
    _id: id,
    name,
    tags,
    usage: figures.usage,
    activeStamp: figures.active,
    today: totals.today,
    yesterDay: totals.yesterDay,
    currentWeek: totals.currentWeek,
    lastWeek: totals.lastWeek,
    currentMonth: totals.currentMonth,
    lastMonth: totals.lastMonth,
    total: totals.total,
  };
}
