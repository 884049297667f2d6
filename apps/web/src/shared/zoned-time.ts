import { localDate, localTime, zoneOffsetMs } from '@ordna/contract/kernel/periods';

/**
 * Instants shown and typed in the person's own time zone (their preference, not the browser's),
 * in the product's one format whatever the language: DATE_TIME_FORMAT, 'YYYY-MM-DD HH:mm:ss', 24 h.
 */
export function toLocalInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  return `${localDate(instant, timeZone)} ${localTime(instant, timeZone)}`;
}

/**
 * The instant (ISO, UTC) of a wall-clock 'YYYY-MM-DD HH:mm[:ss]' (or with a 'T') in a zone; null
 * when unreadable or not a real date and time (2026-02-30, 24:00).
 */
export function fromLocalInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ]+(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(wall);
  if (Number.isNaN(wall) || back.getUTCDate() !== d || back.getUTCMonth() !== mo - 1 || h > 23 || mi > 59 || s > 59) {
    return null;
  }
  // Two passes settle the offset on either side of a daylight-saving change.
  const first = wall - zoneOffsetMs(timeZone, wall);
  const instant = wall - zoneOffsetMs(timeZone, first);
  return new Date(instant).toISOString();
}

/** 'HH:mm' of an instant in the zone. */
export function clockTime(iso: string, timeZone: string): string {
  return localTime(Date.parse(iso), timeZone).slice(0, 5);
}
