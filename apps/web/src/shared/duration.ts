const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * A duration the way trackers show it: H:MM:SS ("0:05:09", "12:00:00", "143:10:00").
 * Whole seconds, rounded down, so a live clock never shows a second that has not passed yet.
 * Negative or missing durations read as zero.
 */
export function formatDuration(ms: number | null | undefined): string {
  const total = Math.max(0, Math.floor((Number.isFinite(ms) ? (ms as number) : 0) / SECOND_MS));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

const UNIT_MS: Record<string, number> = { h: HOUR_MS, m: MINUTE_MS, min: MINUTE_MS, s: SECOND_MS };

/**
 * Reads what a person types as a duration, the forgiving way time trackers do:
 * "1:30:00" and "1:30" (hours first), "90" (minutes), "1.5h" / "1,5 h", "1h 30m", "45 min", "20s".
 * Answers milliseconds, or null when the text is not a duration.
 */
export function parseDuration(text: string): number | null {
  const value = text.trim().toLowerCase().replace(',', '.');
  if (!value) return null;
  const clock = /^(\d+):([0-5]?\d)(?::([0-5]?\d))?$/.exec(value);
  if (clock) {
    const [, hours, minutes, seconds = '0'] = clock as unknown as [string, string, string, string?];
    return Number(hours) * HOUR_MS + Number(minutes) * MINUTE_MS + Number(seconds) * SECOND_MS;
  }
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * MINUTE_MS);
  const unitPattern = /(\d+(?:\.\d+)?)\s*(h|min|m|s)\b/g;
  let total = 0;
  let consumed = '';
  for (const match of value.matchAll(unitPattern)) {
    const [whole, amount, unit] = match as unknown as [string, string, string];
    total += Number(amount) * (UNIT_MS[unit] ?? 0);
    consumed += whole;
  }
  if (!consumed || consumed.replace(/\s/g, '') !== value.replace(/\s/g, '')) return null;
  return Math.round(total);
}

/** h:mm of a duration in milliseconds (whole minutes, rounded down), e.g. 2:05 or 31:40. */
export function formatHm(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE_MS));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
