/**
 * CSV as RFC 4180 writes it (quotes doubled inside quoted fields, CRLF or LF line ends, a byte
 * order mark tolerated), which is what Bitwarden, KeePassXC, Chrome and Firefox export.
 */

/** Rows of fields; a field may hold commas, quotes and line breaks when quoted. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  };
  while (index < text.length) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === ',') {
      endField();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRow();
    } else {
      field += char;
    }
    index += 1;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** The rows as objects keyed by the header row's names (trimmed, lower case). */
export function csvRecords(text: string): { header: string[]; records: Record<string, string>[] } {
  const [first, ...rest] = parseCsv(text);
  const header = (first ?? []).map((name) => name.trim().toLowerCase());
  const records = rest.map((row) => Object.fromEntries(header.map((name, column) => [name, row[column] ?? ''])));
  return { header, records };
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value;
}

export function writeCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
