import type { DashboardView } from '@ordna/contract/dashboard/span';
import { dashboardSpan } from '@ordna/contract/dashboard/span';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** A calendar date in words: 'Tuesday 17 November 2026' ('tisdag 17 november 2026'). */
export function longDate(date: string, locale: string): string {
  return formatOf(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(utc(date));
}

/** The heading of a view: the day, the week's first and last days, or the month. */
export function spanTitle(date: string, view: DashboardView, locale: string): string {
  if (view === 'day') return longDate(date, locale);
  if (view === 'month') return formatOf(locale, { month: 'long', year: 'numeric' }).format(utc(date));
  const { from, to } = dashboardSpan(date, view);
  return formatOf(locale, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(utc(from), utc(to));
}

/** A day in a calendar cell's label: 'Tuesday 17 November'. */
export function cellDate(date: string, locale: string): string {
  return formatOf(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(utc(date));
}

/** Short weekday names from Monday, for the calendar's header. */
export function weekdayNames(locale: string): string[] {
  const format = formatOf(locale, { weekday: 'short' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(utc(`2024-01-0${i + 1}`)));
}
