import { addDays, isValidDate } from '@ordna/contract/kernel/periods';

const offsets: Record<string, number> = {
  today: 0,
  yesterday: -1,
  tomorrow: 1,
  idag: 0,
  igår: -1,
  imorgon: 1,
};

/**
 * A date as a person types it in the console: YYYY-MM-DD, today, yesterday or tomorrow (in
 * English or Swedish), or a number of days from today (-1, +2). Null when it is none of those.
 */
export function readDateWords(text: string, today: string): string | null {
  const word = text.trim().toLowerCase();
  if (word === '') return today;
  if (isValidDate(word)) return word;
  const offset = offsets[word] ?? (/^[+-]\d{1,5}$/.test(word) ? Number(word) : undefined);
  return offset === undefined ? null : addDays(today, offset);
}
