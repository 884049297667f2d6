import { localDate, localTime } from '@ordna/contract/kernel/periods';
import { EXPORT_CSV_HEADER } from '@ordna/contract/time';

/**
 * The stamp CSV (RFC 4180: CRLF, fields quoted when they hold a comma, quote or line break, quotes
 * doubled). Text that a spreadsheet would run as a formula (= + - @ tab CR at the start) gets a
 * leading apostrophe. Times are the person's local times; the duration is H:MM:SS (hours may pass 99).
 */

export const CSV_BOM = '\uFEFF';

export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(fields: string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

export interface ExportStamp {
  groupName: string;
  subGroupName: string;
  startTime: number;
  /** null while running. */
  endTime: number | null;
  /** Running stamps: up to now. */
  durationMs: number;
  tags: string[];
  description: string;
}

export function csvHeader(): string {
  return CSV_BOM + EXPORT_CSV_HEADER.join(',') + '\r\n';
}

export function stampLine(stamp: ExportStamp, timeZone: string): string {
  const end = stamp.endTime;
  return csvLine([
    stamp.groupName,
    stamp.subGroupName,
    localDate(stamp.startTime, timeZone),
    localTime(stamp.startTime, timeZone),
    end === null ? '' : localDate(end, timeZone),
    end === null ? '' : localTime(end, timeZone),
    formatDuration(stamp.durationMs),
    stamp.tags.join(', '),
    stamp.description,
  ]);
}
