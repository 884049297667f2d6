import { timeEndpoints } from '@ordna/contract/time/endpoints';
import { urlOf } from '../../../api/call';
/**
 * The CSV export's date range: calendar dates ('YYYY-MM-DD') in the person's time zone,
 * computed on UTC midnights so nothing depends on the browser's own zone.
 */
export interface DateRange {
  from: string;
  to: string;
}

export type ExportPresetName = 'thisWeek' | 'thisMonth' | 'lastMonth' | 'thisYear';

const DAY_MS = 86_400_000;

function toUtc(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** The calendar date of an instant in a time zone (falls back to UTC for an unknown zone). */
export function todayIn(timeZone: string, now: number): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

function monthRange(date: string, monthsBack: number): DateRange {
  const [year = 1970, month = 1] = date.split('-').map(Number);
  const first = Date.UTC(year, month - 1 - monthsBack, 1);
  const last = Date.UTC(year, month - monthsBack, 0);
  return { from: fromUtc(first), to: fromUtc(last) };
}

/** The ranges the date picker offers as presets; weeks start on Monday. */
export function exportPreset(name: ExportPresetName, today: string): DateRange {
  switch (name) {
    case 'thisWeek': {
      const weekday = (new Date(toUtc(today)).getUTCDay() + 6) % 7;
      const monday = addDays(today, -weekday);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'thisMonth':
      return monthRange(today, 0);
    case 'lastMonth':
      return monthRange(today, 1);
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
  }
}

/** What the export panel opens with: the whole current month. */
export function defaultExportRange(today: string): DateRange {
  return exportPreset('thisMonth', today);
}

/** Both ends chosen and in order (the picker can hold a half-chosen range). */
export function completeRange(from: string | null | undefined, to: string | null | undefined): DateRange | null {
  if (!from || !to) return null;
  return from <= to ? { from, to } : { from: to, to: from };
}

export function exportFileName({ from, to }: DateRange): string {
  return `ordna-time-${from}-${to}.csv`;
}

/** The export's address; `auto` says whether automatic stamps go in (the server's default otherwise). */
export function exportPath({ from, to }: DateRange, auto?: boolean): string {
  return urlOf(timeEndpoints.readStampExport, { query: { from, to, auto } });
}
