/**
 * Calendar maths for time tracking: local dates and day/week/month windows in an IANA time zone,
 * with weeks from Monday. Pure, no dependencies beyond Intl; shared by the server and the web app.
 *
 * Instants are epoch milliseconds; calendar dates are 'YYYY-MM-DD' strings in the person's zone.
 * A window is a half-open interval [start, end) of instants.
 */

export const DAY_MS = 86_400_000;
const QUARTER_HOUR_MS = 900_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface Window {
  start: number;
  end: number;
}

/** The day, week, month and total windows of one date. `total.start` is -Infinity (everything before). */
export interface PeriodWindows {
  today: Window;
  yesterDay: Window;
  currentWeek: Window;
  lastWeek: Window;
  currentMonth: Window;
  lastMonth: Window;
  total: Window;
}

export type PeriodKey = keyof PeriodWindows;
export const PERIOD_KEYS: readonly PeriodKey[] = [
  'today',
  'yesterDay',
  'currentWeek',
  'lastWeek',
  'currentMonth',
  'lastMonth',
  'total',
];

/** The same windows as inclusive local date ranges ('total' has no first day). */
export interface PeriodDays {
  today: { from: string; to: string };
  yesterDay: { from: string; to: string };
  currentWeek: { from: string; to: string };
  lastWeek: { from: string; to: string };
  currentMonth: { from: string; to: string };
  lastMonth: { from: string; to: string };
  total: { from: null; to: string };
}

// ---- zone offsets -------------------------------------------------------------------------

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, Map<number, number>>();
const dayStartCache = new Map<string, Map<string, number>>();
const CACHE_LIMIT = 50_000;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function computeOffset(timeZone: string, instant: number): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  let year = field('year');
  // Years before 1 AD come with an era; not worth supporting beyond keeping the sign right.
  if (parts.some((p) => p.type === 'era' && p.value.startsWith('B'))) year = 1 - year;
  const asUtc = Date.UTC(year, field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The zone's offset from UTC at an instant, in ms (local = UTC + offset). Cached per zone and UTC
 * day when the offset is the same at both ends of that day (real zones change at most once a
 * day); on a day with a change, per quarter hour (every real change happens on a quarter hour).
 */
export function zoneOffsetMs(timeZone: string, instant: number): number {
  let perZone = offsetCache.get(timeZone);
  if (!perZone) {
    perZone = new Map();
    offsetCache.set(timeZone, perZone);
  }
  if (perZone.size >= CACHE_LIMIT) perZone.clear();
  const day = Math.floor(instant / DAY_MS);
  // Day buckets are keyed by negative numbers, quarter-hour buckets by positive ones.
  const dayKey = -1 - day;
  let offset = perZone.get(dayKey);
  if (offset === undefined) {
    const first = computeOffset(timeZone, day * DAY_MS);
    const last = computeOffset(timeZone, (day + 1) * DAY_MS - 1000);
    offset = first === last ? first : Number.NaN;
    perZone.set(dayKey, offset);
  }
  if (!Number.isNaN(offset)) return offset;
  const quarter = Math.floor(instant / QUARTER_HOUR_MS);
  let exact = perZone.get(quarter);
  if (exact === undefined) {
    exact = computeOffset(timeZone, quarter * QUARTER_HOUR_MS);
    perZone.set(quarter, exact);
  }
  return exact;
}

// ---- dates --------------------------------------------------------------------------------

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/**
 * Each UTC day's date text, kept: a dashboard's month writes and walks dozens of dates per call
 * (its days, their starts, each stamp's local date), and a Date's fields cost more than a lookup.
 */
const dateTexts = new Map<number, string>();

/** 'YYYY-MM-DD' of a UTC-calendar instant (no zone involved). */
function utcDateString(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  let text = dateTexts.get(day);
  if (text === undefined) {
    const d = new Date(day * DAY_MS);
    text = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    if (dateTexts.size >= CACHE_LIMIT) dateTexts.clear();
    dateTexts.set(day, text);
  }
  return text;
}

/** Midnight UTC of a date string, as if the date were in UTC. */
function utcMidnight(date: string): number {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new Error(`Not a date (YYYY-MM-DD): ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** True for a real calendar date written as YYYY-MM-DD. */
export function isValidDate(date: string): boolean {
  return DATE_PATTERN.test(date) && utcDateString(utcMidnight(date)) === date;
}

/** The local calendar date of an instant in a zone. */
export function localDate(instant: number, timeZone: string): string {
  return utcDateString(instant + zoneOffsetMs(timeZone, instant));
}

/** The local wall-clock time of an instant as 'HH:MM:SS'. */
export function localTime(instant: number, timeZone: string): string {
  const local = new Date(instant + zoneOffsetMs(timeZone, instant));
  return `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
}

export function addDays(date: string, days: number): string {
  return utcDateString(utcMidnight(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** The Monday on or before the date. */
export function weekStart(date: string): string {
  const weekday = new Date(utcMidnight(date)).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The first day of the month `months` away from the date's month. */
export function addMonths(date: string, months: number): string {
  const d = new Date(utcMidnight(monthStart(date)));
  return utcDateString(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  if (!(from <= to)) return dates;
  dates.push(from);
  // Walked in milliseconds (one date read, not one per day), stopping as addDays's walk would.
  for (let ms = utcMidnight(from) + DAY_MS, day = utcDateString(ms); day <= to; ms += DAY_MS, day = utcDateString(ms)) {
    dates.push(day);
  }
  return dates;
}

/**
 * The instant a local date begins in a zone: local midnight, or where midnight does not exist
 * (a DST jump at midnight) the first instant of that date. Where midnight happens twice, the first.
 */
export function startOfDay(date: string, timeZone: string): number {
  let perZone = dayStartCache.get(timeZone);
  if (!perZone) {
    perZone = new Map();
    dayStartCache.set(timeZone, perZone);
  }
  const cached = perZone.get(date);
  if (cached !== undefined) return cached;
  const wall = utcMidnight(date);
  // Local midnight lies within ±14 h of UTC midnight; real zones change offset at most once a day.
  const before = zoneOffsetMs(timeZone, wall - DAY_MS);
  const after = zoneOffsetMs(timeZone, wall + DAY_MS);
  const valid = [wall - before, wall - after].filter((t) => t + zoneOffsetMs(timeZone, t) === wall);
  const start = valid.length > 0 ? Math.min(...valid) : wall - before;
  if (perZone.size >= CACHE_LIMIT) perZone.clear();
  perZone.set(date, start);
  return start;
}

/** The window of a local date: [its start, the next date's start). */
export function dayWindow(date: string, timeZone: string): Window {
  return { start: startOfDay(date, timeZone), end: startOfDay(addDays(date, 1), timeZone) };
}

/** The window of the local dates `from` to `to`, both included. */
export function rangeWindow(from: string, to: string, timeZone: string): Window {
  return { start: startOfDay(from, timeZone), end: startOfDay(addDays(to, 1), timeZone) };
}

// ---- periods ------------------------------------------------------------------------------

/**
 * The date ranges of each period for a date. Current windows run up to the end of the date
 * (week and month to date), previous windows are whole calendar windows, total is everything
 * up to the end of the date.
 */
export function periodDays(date: string): PeriodDays {
  const week = weekStart(date);
  const month = monthStart(date);
  return {
    today: { from: date, to: date },
    yesterDay: { from: addDays(date, -1), to: addDays(date, -1) },
    currentWeek: { from: week, to: date },
    lastWeek: { from: addDays(week, -7), to: addDays(week, -1) },
    currentMonth: { from: month, to: date },
    lastMonth: { from: addMonths(month, -1), to: addDays(month, -1) },
    total: { from: null, to: date },
  };
}

/** The instant windows of each period for a date in a zone. */
export function periodWindows(date: string, timeZone: string): PeriodWindows {
  const days = periodDays(date);
  const window = (range: { from: string; to: string }) => rangeWindow(range.from, range.to, timeZone);
  return {
    today: window(days.today),
    yesterDay: window(days.yesterDay),
    currentWeek: window(days.currentWeek),
    lastWeek: window(days.lastWeek),
    currentMonth: window(days.currentMonth),
    lastMonth: window(days.lastMonth),
    total: { start: Number.NEGATIVE_INFINITY, end: startOfDay(addDays(date, 1), timeZone) },
  };
}

/** How much of [start, end) lies inside the window, in ms (never negative). */
export function overlapMs(start: number, end: number, window: Window): number {
  return Math.max(0, Math.min(end, window.end) - Math.max(start, window.start));
}

/** A stamp's time in each period window. */
export function clipToPeriods(start: number, end: number, windows: PeriodWindows): Record<PeriodKey, number> {
  return {
    today: overlapMs(start, end, windows.today),
    yesterDay: overlapMs(start, end, windows.yesterDay),
    currentWeek: overlapMs(start, end, windows.currentWeek),
    lastWeek: overlapMs(start, end, windows.lastWeek),
    currentMonth: overlapMs(start, end, windows.currentMonth),
    lastMonth: overlapMs(start, end, windows.lastMonth),
    total: overlapMs(start, end, windows.total),
  };
}

/**
 * [start, end) cut at local midnights: one part per local date it touches, in order. A stamp with
 * no length still has one part (its start date, 0 ms). The parts' ms add up to end − start.
 */
export function splitByDay(start: number, end: number, timeZone: string): { day: string; ms: number }[] {
  const first = localDate(start, timeZone);
  if (end <= start) return [{ day: first, ms: 0 }];
  const parts: { day: string; ms: number }[] = [];
  let day = first;
  let from = start;
  while (from < end) {
    const next = addDays(day, 1);
    const to = Math.min(end, startOfDay(next, timeZone));
    if (to > from) parts.push({ day, ms: to - from });
    from = Math.max(from, to);
    day = next;
  }
  return parts;
}
