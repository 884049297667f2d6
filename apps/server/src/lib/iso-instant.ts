/**
 * An instant as `Date.prototype.toISOString` writes it (`2026-11-27T08:01:00.000Z`), in a third of
 * its time, for answers that write hundreds (a day's timeline on the dashboard): the date part is
 * kept per UTC day (a bounded number of days), the time written from ready-made digits. Outside
 * 1970–2099, where no stamp lies, or for a fraction of a millisecond it is `toISOString` itself.
 */
const DAY_MS = 86_400_000;
const END = Date.UTC(2100, 0, 1);
const DAYS_KEPT = 4096;
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
const dateParts = new Map<number, string>();

export function isoInstant(ms: number): string {
  if (!(ms >= 0 && ms < END) || !Number.isInteger(ms)) return new Date(ms).toISOString();
  const day = Math.floor(ms / DAY_MS);
  let date = dateParts.get(day);
  if (date === undefined) {
    if (dateParts.size >= DAYS_KEPT) dateParts.clear();
    date = new Date(day * DAY_MS).toISOString().slice(0, 11);
    dateParts.set(day, date);
  }
  let rest = ms - day * DAY_MS;
  const milliseconds = rest % 1000;
  rest = (rest - milliseconds) / 1000;
  const seconds = rest % 60;
  rest = (rest - seconds) / 60;
  const minutes = rest % 60;
  const hours = (rest - minutes) / 60;
  return `${date}${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[seconds]}.${THREE_DIGITS[milliseconds]}Z`;
}
