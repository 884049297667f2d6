import type { CounterPeriod } from '@ordna/contract/counters';
import { formatDay, localeOf } from '../../shared/format-day';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: string, options: Intl.DateTimeFormatOptions, date: string): string {
  const key = `${language}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' });
    formats.set(key, found);
  }
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return found.format(new Date(Date.UTC(year, month - 1, day)));
}

/** A period of a counter's totals as a heading: 'Today', '16 Nov – 22 Nov', 'November 2026'. */
export function periodLabel(
  period: CounterPeriod,
  { from, to }: { from: string; to: string },
  today: string,
  language: string,
  words: { today: string; yesterday: string },
): string {
  if (period === 'day') return formatDay(from, today, language, words);
  if (period === 'month') return format(language, { month: 'long', year: 'numeric' }, from);
  const year = from.slice(0, 4) !== today.slice(0, 4) || to.slice(0, 4) !== today.slice(0, 4);
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', ...(year && { year: 'numeric' }) };
  return `${format(language, options, from)} – ${format(language, options, to)}`;
}
