import { readCsv, unguardCsvValue, writeCsv } from '../kernel/csv';
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
 * Storage items as CSV and back (through `kernel/csv.ts`, with its formula guard), so an export imports
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

export function writeStorageCsv(rows: readonly StorageCsvRow[]): string {
  const lines = rows.map((row) => [row.name, String(row.quantity), row.unit, row.bestBefore ?? '', row.note]);
  return writeCsv([[...storageCsvColumns], ...lines]);
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
  const note = unguardCsvValue(fields.note ?? '');
  if (note.length > STORAGE_NOTE_MAX) return storageCsvProblems.noteTooLong;
  return {
    name: unguardCsvValue(name),
    quantity: roundToThousandths(quantity),
    unit,
    bestBefore: bestBefore || null,
    note,
  };
}

/** Reads an import: every row, or every line that is wrong. */
export function readStorageCsv(text: string): StorageCsvRead {
  const records = readCsv(text);
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
