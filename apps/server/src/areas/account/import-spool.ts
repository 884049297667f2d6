import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/**
 * Where an export's rows wait between being read and being inserted (account-import.ts): a file
 * in the system's temporary directory, one checked row a line (`["table",{…}]`), removed when the
 * import ends however it ends. Reading the file whole first means nothing is written for a file
 * that turns out cut short or damaged, and the database is not held while the body arrives.
 */

type Row = Record<string, unknown>;

export interface SpoolWriter {
  /** One row, as a line; kept in memory until `drained`. */
  add(line: string): void;
  /** Writes what was added since the last call. */
  drained(): Promise<void>;
}

export interface Spool extends SpoolWriter {
  /** The rows back, table by table in the file's order, up to `size` rows of one table at a time. */
  batches(size: number): AsyncGenerator<{ table: string; rows: Row[] }>;
  remove(): Promise<void>;
}

export async function openSpool(): Promise<Spool> {
  const directory = await mkdtemp(path.join(tmpdir(), 'ordna-import-'));
  const file = path.join(directory, 'rows.ndjson');
  let handle: FileHandle | null = await open(file, 'w');
  let pending: string[] = [];
  const drained = async () => {
    if (pending.length === 0 || !handle) return;
    const text = pending.join('');
    pending = [];
    await handle.write(text);
  };
  return {
    add: (line) => void pending.push(`${line}\n`),
    drained,
    async *batches(size) {
      await drained();
      await handle?.close();
      handle = null;
      const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
      let batch: { table: string; rows: Row[] } | null = null;
      for await (const line of lines) {
        const [table, row] = JSON.parse(line) as [string, Row];
        if (batch && (batch.table !== table || batch.rows.length >= size)) {
          yield batch;
          batch = null;
        }
        batch ??= { table, rows: [] };
        batch.rows.push(row);
      }
      if (batch) yield batch;
    },
    async remove() {
      await handle?.close().catch(() => undefined);
      handle = null;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
