import { localDate, localTime, zoneOffsetMs } from '@ordna/contract/periods';

/**
 * Instants shown and typed in the person's own time zone (their preference, not the browser's),
 * as the value of a native date-time input: 'YYYY-MM-DDTHH:mm:ss'.
 */
export function toLocalInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  return `${localDate(instant, timeZone)}T${localTime(instant, timeZone)}`;
}

/** The instant (ISO, UTC) of a wall-clock 'YYYY-MM-DDTHH:mm[:ss]' in a zone; null when unreadable. */
export function fromLocalInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '0'] = match as unknown as [string, string, string, string, string, string, string?];
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (Number.isNaN(wall)) return null;
  // Two passes settle the offset on either side of a daylight-saving change.
  const first = wall - zoneOffsetMs(timeZone, wall);
  const instant = wall - zoneOffsetMs(timeZone, first);
  return new Date(instant).toISOString();
}

/** 'HH:mm' of an instant in the zone. */
export function clockTime(iso: string, timeZone: string): string {
  return localTime(Date.parse(iso), timeZone).slice(0, 5);
}
