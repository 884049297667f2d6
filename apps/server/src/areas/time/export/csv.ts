import { localDate, localTime } from '@ordna/contract/kernel/periods';
import { EXPORT_CSV_HEADER } from '@ordna/contract/time';
import { CSV_BOM, csvLine } from '@ordna/contract/kernel/csv';

/**
 * The stamp CSV, written by the contract's one CSV module (`kernel/csv.ts`: RFC 4180, CRLF, and
 * its formula guard for = + - @ tab CR at the start of a value). Times are the person's local times; the duration is H:MM:SS (hours may pass 99).
 */

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
  return CSV_BOM + csvLine(EXPORT_CSV_HEADER);
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
