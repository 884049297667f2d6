import { isValidDate } from '../kernel/periods';
import { normaliseUnit } from '../kernel/quantities';
import { roundToThousandths } from '../kernel/thousandths';
import {
  STORAGE_CSV_ROWS_MAX,
  STORAGE_NAME_MAX,
  STORAGE_NOTE_MAX,
  STORAGE_QUANTITY_MAX,
  STORAGE_UNIT_MAX,
} from './limits';
import { storageCsvProblems } from './refusals';
import { storageCsvColumns } from './index';
import type { Refusal } from '../kernel/refusals';

/**
 * Storage items as CSV and back (RFC 4180: commas, double quotes, CRLF), so an export imports
 * into any group unchanged. A reader finds its columns by the header, in any order, ignoring
 * case and columns it does not know; only `name` is required.
 */

export interface StorageCsvRow {
  name: string;
  quantity: number;
  unit: string;
  bestBefore: string | null;
  note: string;
}

export interface StorageCsvLineError {
  /** 1-based, counting the header as line 1. */
  line: number;
  problem: Refusal;
}

export type StorageCsvRead =
  | { kind: 'rows'; rows: StorageCsvRow[] }
  | { kind: 'lineErrors'; errors: StorageCsvLineError[] }
  | { kind: 'noHeader' }
  | { kind: 'tooManyRows' };

function field(value: string): string {
  // A leading =, +, - or @ would run as a formula in a spreadsheet: a quote keeps it text.
  const safe = /^'*[=+\-@]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function writeStorageCsv(rows: readonly StorageCsvRow[]): string {
  const lines = rows.map((row) =>
    [row.name, String(row.quantity), row.unit, row.bestBefore ?? '', row.note].map(field).join(','),
  );
  return [storageCsvColumns.join(','), ...lines].map((line) => `${line}\r\n`).join('');
}

/** Splits CSV text into records of fields, each with the line it starts on, or where a quote was left open. */
export function splitCsv(text: string): { line: number; fields: string[] }[] | { unclosedAt: number } {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let current = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const body = text.replace(/^\uFEFF/, '');
  const endRecord = () => {
    fields.push(current);
    records.push({ line: start, fields });
    fields = [];
    current = '';
    line += 1;
    start = line;
  };
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!;
    if (quoted && char === '"' && body[i + 1] === '"') {
      current += '"';
      i += 1;
    } else if (quoted && char === '"') quoted = false;
    else if (quoted) {
      if (char === '\n') line += 1;
      current += char;
    } else if (char === '"' && current === '') quoted = true;
    else if (char === ',') {
      fields.push(current);
      current = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i += 1;
      endRecord();
    } else current += char;
  }
  if (quoted) return { unclosedAt: start };
  if (current !== '' || fields.length > 0) records.push({ line: start, fields: [...fields, current] });
  return records.filter((record) => record.fields.some((value) => value.trim() !== ''));
}

/** Takes off the quote `field` put before a would-be formula. */
function unguarded(value: string): string {
  return /^'+[=+\-@]/.test(value) ? value.slice(1) : value;
}

function readRow(fields: Record<string, string>): StorageCsvRow | Refusal {
  const name = (fields.name ?? '').trim();
  if (name === '') return storageCsvProblems.nameMissing;
  if (name.length > STORAGE_NAME_MAX) return storageCsvProblems.nameTooLong;
  const quantityText = (fields.quantity ?? '').trim().replace(',', '.');
  const quantity = quantityText === '' ? 1 : Number(quantityText);
  if (!Number.isFinite(quantity) || quantity < 0 || quantity > STORAGE_QUANTITY_MAX) {
    return storageCsvProblems.badQuantity;
  }
  const unit = normaliseUnit(fields.unit) ?? '';
  if (unit.length > STORAGE_UNIT_MAX) return storageCsvProblems.unitTooLong;
  const bestBefore = (fields.bestbefore ?? '').trim();
  if (bestBefore !== '' && !isValidDate(bestBefore)) return storageCsvProblems.badBestBefore;
  const note = unguarded(fields.note ?? '');
  if (note.length > STORAGE_NOTE_MAX) return storageCsvProblems.noteTooLong;
  return { name: unguarded(name), quantity: roundToThousandths(quantity), unit, bestBefore: bestBefore || null, note };
}

/** Reads an import: every row, or every line that is wrong. */
export function readStorageCsv(text: string): StorageCsvRead {
  const records = splitCsv(text);
  if (!Array.isArray(records)) {
    return { kind: 'lineErrors', errors: [{ line: records.unclosedAt, problem: storageCsvProblems.badQuotes }] };
  }
  const [header, ...data] = records;
  const columns = header?.fields.map((name) => name.trim().toLowerCase()) ?? [];
  if (!columns.includes('name')) return { kind: 'noHeader' };
  if (data.length > STORAGE_CSV_ROWS_MAX) return { kind: 'tooManyRows' };
  const rows: StorageCsvRow[] = [];
  const errors: StorageCsvLineError[] = [];
  for (const record of data) {
    const fields = Object.fromEntries(columns.map((column, i) => [column, record.fields[i] ?? '']));
    const row = readRow(fields);
    if ('code' in row) {
      errors.push({ line: record.line, problem: row });
    } else rows.push(row);
  }
  return errors.length > 0 ? { kind: 'lineErrors', errors } : { kind: 'rows', rows };
}
