/**
 * The one CSV module (RFC 4180: commas, double quotes doubled inside quoted fields, CRLF line ends;
 * LF and a byte order mark read too), used by every CSV the product reads or writes: the time
 * export, storage's export and import, and the vault's import and export in the browser.
 *
 * Written values get one formula guard: a value that starts with = + - @ tab or CR (after any
 * apostrophes) would run as a formula in a spreadsheet, so it gets a leading apostrophe, which a
 * reader here takes off again. The vault export alone writes values unguarded (docs/architecture.md,
 * "Three levels of access"): a password may start with `=`, and the file is read back by password
 * managers, not spreadsheets.
 *
 * The contract imports zod alone, so the reader is written here rather than taken from a library;
 * it gives each record the line it starts on, which import errors name.
 */

/** Put first in a file that a spreadsheet must read as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** A value a spreadsheet would run (a formula), with any apostrophes a guard put before it. */
const FORMULA = /^'*[=+\-@\t\r]/;

/** A guarded value as it was: one apostrophe before a would-be formula taken off. */
export function unguardCsvValue(value: string): string {
  return /^'+[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

export interface CsvWriteOptions {
  /** The formula guard; on unless the caller has a reason (the vault export) to write values as they are. */
  guard?: boolean;
}

/** One field: guarded, and quoted when it holds a comma, quote or line break or begins or ends with space. */
export function csvField(value: string, { guard = true }: CsvWriteOptions = {}): string {
  const safe = guard && FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, ending in CRLF. */
export function csvLine(fields: readonly string[], options?: CsvWriteOptions): string {
  return `${fields.map((field) => csvField(field, options)).join(',')}\r\n`;
}

/** Records, each ending in CRLF. */
export function writeCsv(rows: readonly (readonly string[])[], options?: CsvWriteOptions): string {
  return rows.map((row) => csvLine(row, options)).join('');
}

/** A record read, with the (1-based) line it starts on. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * Splits CSV text into records of fields, each with the line it starts on (records with no text
 * at all are left out), or says on which line a quote was left open.
 */
export function readCsv(text: string): CsvRecord[] | { unclosedAt: number } {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let current = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const body = text.startsWith(CSV_BOM) ? text.slice(1) : text;
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

/**
 * The records keyed by the header's names (trimmed, lower case), each with its line; a quote left
 * open answers `unclosedAt`.
 */
export function readCsvRecords(
  text: string,
): { header: string[]; records: { line: number; values: Record<string, string> }[] } | { unclosedAt: number } {
  const read = readCsv(text);
  if (!Array.isArray(read)) return read;
  const [first, ...rest] = read;
  const header = (first?.fields ?? []).map((name) => name.trim().toLowerCase());
  const records = rest.map(({ line, fields }) => ({
    line,
    values: Object.fromEntries(header.map((name, column) => [name, fields[column] ?? ''])),
  }));
  return { header, records };
}
