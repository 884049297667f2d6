import { addDays } from '@ordna/contract/kernel/periods';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The locale tag of the app's language code ('se' is Swedish: 'sv'). */
export function localeOf(language: string): string {
  return language.startsWith('se') || language.startsWith('sv') ? 'sv' : 'en-GB';
}

/**
 * A calendar date for a heading: 'Today', 'Yesterday', or 'Mon 17 Nov' ('mån 17 nov.'),
 * with the year when it is not this year's.
 */
export function formatDay(
  date: string,
  today: string,
  language: string,
  words: { today: string; yesterday: string },
): string {
  if (date === today) return words.today;
  if (date === addDays(today, -1)) return words.yesterday;
  const withYear = date.slice(0, 4) !== today.slice(0, 4);
  const key = `${language}|${withYear}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: withYear ? 'numeric' : undefined,
      timeZone: 'UTC',
    });
    formats.set(key, format);
  }
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return format.format(new Date(Date.UTC(year, month - 1, day)));
}
