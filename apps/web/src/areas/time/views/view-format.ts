import type { GraphPeriod, GraphRange } from './graph-range';

/** The Intl locale of an app language ('se' is the app's code for Swedish). */
export function localeOf(language: string | undefined): string {
  return language?.startsWith('se') || language?.startsWith('sv') ? 'sv' : 'en';
}

/** A calendar date string as a Date at UTC midnight, to format with timeZone 'UTC'. */
function utcDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function formatDate(date: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(utcDate(date));
}

/** "Sunday 22 November 2026" style, for the timeline's day. */
export function formatLongDate(date: string, locale: string): string {
  return formatDate(date, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

/** What the graph's navigation says it shows: "16–22 Nov 2026", "November 2026", "Dec 2025 – Nov 2026". */
export function formatRangeLabel(period: GraphPeriod, range: GraphRange, locale: string): string {
  if (period === 'month') return formatDate(range.from, locale, { month: 'long', year: 'numeric' });
  const options: Intl.DateTimeFormatOptions =
    period === 'total' ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short', year: 'numeric' };
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).formatRange(
    utcDate(range.from),
    utcDate(range.to),
  );
}

/** The x-axis label of a bar: a weekday and day for a week, the day for a month, a month for a year. */
export function formatBarLabel(label: string, period: GraphPeriod, locale: string): string {
  if (period === 'total') return formatDate(`${label}-01`, locale, { month: 'short' });
  if (period === 'month') return formatDate(label, locale, { day: 'numeric' });
  return formatDate(label, locale, { weekday: 'short', day: 'numeric' });
}

/** The tooltip title of a bar: the full date, or the month and year. */
export function formatBarTitle(label: string, period: GraphPeriod, locale: string): string {
  if (period === 'total') return formatDate(`${label}-01`, locale, { month: 'long', year: 'numeric' });
  return formatDate(label, locale, { weekday: 'long', day: 'numeric', month: 'long' });
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** A wall-clock time (24-hour, HH:mm) of an instant in the person's time zone. */
export function formatClock(instant: number, timeZone: string, locale: string): string {
  const key = `${locale}|${timeZone}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    timeFormats.set(key, format);
  }
  return format.format(new Date(instant));
}
