import { JSONParser } from '@streamparser/json';
import type { z } from 'zod';
import {
  EXPORT_FORMAT,
  EXPORT_TABLE_ROWS_MAX,
  EXPORT_VERSION,
  exportedAtText,
  exportedPerson,
  exportedRow,
  givenShare,
  IMPORT_FILE_MAX_BYTES,
  receivedShare,
} from '@ordna/contract/account/export';
import { exportedTables } from './account-tables';
import type { SpoolWriter } from './import-spool';

/**
 * Reading an export file as it arrives (POST /account/import), never holding it whole: an
 * incremental JSON parser (@streamparser/json) hands over the head fields, each table's rows one
 * by one and each share; each is checked against its piece of the export's schema
 * (accountExportDocument) and every row is written to a spool file (import-spool.ts) for the
 * import to insert afterwards. The parser runs on a chunk of the body at a time (64 KiB, a few
 * milliseconds), so other requests go on between chunks.
 */

export type ExportRefusal =
  'importNotAnExport' | 'importNewerVersion' | 'importTruncated' | 'importInvalid' | 'importTooLarge';

export interface ExportHead {
  version: number;
  person: z.infer<typeof exportedPerson>;
}

export type ExportReading =
  { ok: true; head: ExportHead; rows: Record<string, number> } | { ok: false; refusal: ExportRefusal; detail: string };

/** Why reading stopped before the end: the refusal it answers. */
class Refused extends Error {
  constructor(
    readonly refusal: ExportRefusal,
    detail: string,
  ) {
    super(detail);
  }
}

const order = new Map(exportedTables.map((table, index) => [table.table, index]));

interface Seen {
  format: boolean;
  version?: number;
  exportedAt: boolean;
  person?: z.infer<typeof exportedPerson>;
  rows: Record<string, number>;
  table?: string;
}

export async function readExportStream(
  body: AsyncIterable<Uint8Array>,
  spool: SpoolWriter,
  maxBytes = IMPORT_FILE_MAX_BYTES,
): Promise<ExportReading> {
  const seen: Seen = { format: false, exportedAt: false, rows: {} };
  const parser = new JSONParser({
    paths: [
      '$.format',
      '$.version',
      '$.exportedAt',
      '$.person',
      '$.tables.*.*',
      '$.shares.given.*',
      '$.shares.received.*',
    ],
    keepStack: false,
    stringBufferSize: 64 * 1024,
    numberBufferSize: 64,
  });
  parser.onValue = ({ value, key, stack }) => {
    const path = stack.map((level) => level.key);
    if (path.length === 1) return head(seen, String(key), value);
    if (path[1] === 'tables') return spool.add(rowOf(seen, String(path[2]), value));
    const checked = (path[2] === 'given' ? givenShare : receivedShare).safeParse(value);
    if (!checked.success) throw invalid(`shares.${String(path[2])}`, checked.error);
  };
  let bytes = 0;
  try {
    for await (const chunk of body) {
      bytes += chunk.byteLength;
      if (bytes > maxBytes) throw new Refused('importTooLarge', `more than ${maxBytes} bytes`);
      parse(parser, seen, chunk);
      await spool.drained();
    }
    if (!parser.isEnded) {
      const refusal = seen.format ? 'importTruncated' : 'importNotAnExport';
      throw new Refused(refusal, `ended after ${bytes} bytes, within the document`);
    }
    return finished(seen);
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal, detail: error.message };
    throw error;
  }
}

function parse(parser: JSONParser, seen: Seen, chunk: Uint8Array): void {
  try {
    parser.write(chunk);
  } catch (error) {
    if (error instanceof Refused) throw error;
    // Not JSON: someone else's file, or Ordna's export with something broken in it.
    const detail = error instanceof Error ? error.message : String(error);
    throw new Refused(seen.format ? 'importInvalid' : 'importNotAnExport', detail);
  }
}

function head(seen: Seen, key: string, value: unknown): void {
  if (key === 'format') {
    if (value !== EXPORT_FORMAT) throw new Refused('importNotAnExport', 'no ordna-export format field');
    seen.format = true;
  } else if (key === 'version') {
    if (typeof value === 'number' && value > EXPORT_VERSION)
      throw new Refused('importNewerVersion', `version ${value}`);
    if (value !== 1 && value !== EXPORT_VERSION) throw new Refused('importInvalid', `version: ${String(value)}`);
    seen.version = value;
  } else if (key === 'exportedAt') {
    if (!exportedAtText.safeParse(value).success) throw new Refused('importInvalid', 'exportedAt');
    seen.exportedAt = true;
  } else {
    const checked = exportedPerson.safeParse(value);
    if (!checked.success) throw invalid('person', checked.error);
    seen.person = checked.data;
  }
}

/** A table's row checked (a known table, in the export's order, within its bounds), as the spool keeps it. */
function rowOf(seen: Seen, table: string, value: unknown): string {
  if (!seen.format) throw new Refused('importNotAnExport', 'no ordna-export format field before the tables');
  if (table !== seen.table) {
    const index = order.get(table);
    if (index === undefined) throw new Refused('importInvalid', `a table this server does not keep: ${table}`);
    if (seen.table !== undefined && index <= order.get(seen.table)!) {
      throw new Refused('importInvalid', `tables: ${table} out of order`);
    }
    seen.table = table;
  }
  const count = (seen.rows[table] ?? 0) + 1;
  if (count > EXPORT_TABLE_ROWS_MAX)
    throw new Refused('importInvalid', `tables.${table}: over ${EXPORT_TABLE_ROWS_MAX} rows`);
  seen.rows[table] = count;
  const checked = exportedRow.safeParse(value);
  if (!checked.success) throw invalid(`tables.${table}.${count - 1}`, checked.error);
  return JSON.stringify([table, checked.data]);
}

function finished(seen: Seen): ExportReading {
  if (!seen.format) return { ok: false, refusal: 'importNotAnExport', detail: 'no ordna-export format field' };
  const missing =
    seen.version === undefined ? 'version' : !seen.exportedAt ? 'exportedAt' : !seen.person ? 'person' : null;
  if (missing) return { ok: false, refusal: 'importInvalid', detail: `${missing}: Required` };
  return { ok: true, head: { version: seen.version!, person: seen.person! }, rows: seen.rows };
}

function invalid(where: string, error: z.ZodError): Refused {
  const issue = error.issues[0];
  const path = [where, ...(issue?.path ?? [])].join('.');
  return new Refused('importInvalid', `${path}: ${issue?.message}`);
}
