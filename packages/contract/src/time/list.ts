import type { TimeFilter, TimeSorting } from '../auth';
import { clipToPeriods, PERIOD_KEYS, type PeriodKey, type PeriodWindows } from '../kernel/periods';
import type { ActiveStamp, PeriodTotals, TimeListEntry, TimeStamp } from './index';

/**
 * The time-tracker list rules (docs/architecture.md, "Time"), pure so the web app uses them and the contract
 * tests them: which entries show, tag totals, sorting, and the client-side total updates when a
 * stamp ends, is edited or is deleted (so the list is right before the refetch lands).
 */

/** The period each filter shows. */
export const FILTER_PERIOD: Record<TimeFilter, PeriodKey> = {
  day: 'today',
  week: 'currentWeek',
  month: 'currentMonth',
  total: 'total',
};

/** One row of the list: an entry (normal mode) or a tag with the entries that carry it (tags mode). */
export interface DisplayRow<T extends TimeListEntry = TimeListEntry> {
  kind: 'entry' | 'tag';
  /** The entry's id, or the tag's id. */
  _id: string;
  /** The entry's name, or the tag's title. */
  name: string;
  /** Time in the chosen period (ms); for a tag the sum over its members. */
  periodMs: number;
  /** The entry's running stamp; for a tag the latest started among its members. */
  activeStamp: ActiveStamp | null;
  /** The entry itself (normal mode) or every shown entry with the tag (tags mode). */
  members: T[];
}

function latestActive(stamps: (ActiveStamp | null)[]): ActiveStamp | null {
  let latest: ActiveStamp | null = null;
  for (const stamp of stamps) if (stamp && (!latest || stamp.startTime > latest.startTime)) latest = stamp;
  return latest;
}

function byPeriodDescending<T extends TimeListEntry>(a: DisplayRow<T>, b: DisplayRow<T>): number {
  return b.periodMs - a.periodMs || a.name.localeCompare(b.name) || a._id.localeCompare(b._id);
}

/**
 * Keep entries with time in the chosen period or a running stamp; in 'tags' mode
 * keep only entries with tags and make one row per tag with their summed time; sort by period
 * time, descending (then by name).
 */
export function listEntries<T extends TimeListEntry>(
  entries: T[],
  filter: TimeFilter,
  sorting: TimeSorting,
): DisplayRow<T>[] {
  const period = FILTER_PERIOD[filter];
  const shown = entries.filter((entry) => entry[period] > 0 || entry.activeStamp !== null);
  if (sorting === 'normal') {
    return shown
      .map((entry) => ({
        kind: 'entry' as const,
        _id: entry._id,
        name: entry.name,
        periodMs: entry[period],
        activeStamp: entry.activeStamp,
        members: [entry],
      }))
      .sort(byPeriodDescending);
  }
  const rows = new Map<string, DisplayRow<T>>();
  for (const entry of shown) {
    for (const tag of entry.tags) {
      let row = rows.get(tag._id);
      if (!row) {
        row = { kind: 'tag', _id: tag._id, name: tag.title, periodMs: 0, activeStamp: null, members: [] };
        rows.set(tag._id, row);
      }
      row.periodMs += entry[period];
      row.activeStamp = latestActive([row.activeStamp, entry.activeStamp]);
      row.members.push(entry);
    }
  }
  return [...rows.values()].sort(byPeriodDescending);
}

// ---- client-side total updates ------------------------------------------------------------

/** Every period's total at zero: a group or sub group with nothing tracked. */
export const ZERO_TOTALS: PeriodTotals = {
  today: 0,
  yesterDay: 0,
  currentWeek: 0,
  lastWeek: 0,
  currentMonth: 0,
  lastMonth: 0,
  total: 0,
};

function combine<T extends TimeListEntry>(entry: T, minus: PeriodTotals, plus: PeriodTotals): T {
  const next = { ...entry };
  for (const key of PERIOD_KEYS) next[key] = Math.max(0, entry[key] - minus[key] + plus[key]);
  return next;
}

function span(start: string, end: string, periods: PeriodWindows): PeriodTotals {
  return clipToPeriods(Date.parse(start), Date.parse(end), periods);
}

/** What the entry's totals hold of a stamp: an ended one fully; its shown running one up to `countedUntil`. */
function countedOf(entry: TimeListEntry, stamp: TimeStamp, periods: PeriodWindows): PeriodTotals {
  if (stamp.ended && stamp.endTime) return span(stamp.startTime, stamp.endTime, periods);
  const active = entry.activeStamp;
  if (active?.timeStampId === stamp._id && active.countedUntil)
    return span(stamp.startTime, active.countedUntil, periods);
  return ZERO_TOTALS;
}

/**
 * Ending: the running stamp leaves the entry's timer and its whole duration
 * (clipped to each period) is in the totals. The part already counted while it ran is not added twice.
 */
export function applyStampEnded<T extends TimeListEntry>(entry: T, stamp: TimeStamp, periods: PeriodWindows): T {
  const running: TimeStamp = { ...stamp, ended: false, endTime: null };
  const next = combine(entry, countedOf(entry, running, periods), countedOf(entry, stamp, periods));
  if (entry.activeStamp?.timeStampId === stamp._id) next.activeStamp = null;
  return next;
}

/**
 * Editing: the original's time comes out and the new version's goes in. A stamp
 * reopened (ended → running) keeps its time up to its old end and becomes the entry's timer.
 */
export function applyStampEdited<T extends TimeListEntry>(
  entry: T,
  before: TimeStamp,
  after: TimeStamp,
  periods: PeriodWindows,
): T {
  const minus = countedOf(entry, before, periods);
  if (after.ended) {
    const next = combine(entry, minus, countedOf(entry, after, periods));
    if (entry.activeStamp?.timeStampId === after._id) next.activeStamp = null;
    return next;
  }
  const countedUntil = before.ended && before.endTime ? before.endTime : entry.activeStamp?.countedUntil;
  const until = countedUntil && countedUntil > after.startTime ? countedUntil : after.startTime;
  const next = combine(entry, minus, span(after.startTime, until, periods));
  next.activeStamp = { startTime: after.startTime, timeStampId: after._id, countedUntil: until };
  return next;
}

/** Deleting: the stamp's time comes out and it no longer counts in usage. */
export function applyStampDeleted<T extends TimeListEntry>(entry: T, stamp: TimeStamp, periods: PeriodWindows): T {
  const next = combine(entry, countedOf(entry, stamp, periods), ZERO_TOTALS);
  next.usage = Math.max(0, entry.usage - 1);
  if (entry.activeStamp?.timeStampId === stamp._id) next.activeStamp = null;
  return next;
}

/**
 * The entry as of `now`: its shown running stamp's time since `countedUntil` added to each period
 * (for a ticking display between fetches). Entries without a running stamp come back unchanged.
 */
export function withRunningTime<T extends TimeListEntry>(entry: T, now: number, periods: PeriodWindows): T {
  const active = entry.activeStamp;
  if (!active?.countedUntil) return entry;
  const from = Date.parse(active.countedUntil);
  if (now <= from) return entry;
  return combine(entry, ZERO_TOTALS, clipToPeriods(from, now, periods));
}
