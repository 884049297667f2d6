import { startWorker, runningFromSource, workerScript } from '../../lib/worker-thread';
import { readExportFile, type ExportReading } from './export-reading';

/**
 * Reading an export file brought back, off the event loop when it is large: a file of tens of
 * megabytes takes JSON.parse and the schema check a second or more, every other request's wait.
 * As the recipe importer reads fetched pages (recipes/import/page-readers.ts), such a file is
 * read by a worker thread of its own, started for it and ended after it, its heap capped and its
 * time bounded. Imports are rare, so one file is read at a time per instance; the next waits.
 * A small file (the usual account) is read where it arrived: a thread's start would cost more.
 */

/** Files up to this size are read on the event loop (a few milliseconds). */
export const INLINE_READ_MAX_BYTES = 512 * 1024;
const READ_TIMEOUT_MS = 60_000 + (runningFromSource ? 15_000 : 0);
/** Room for a 64 MiB file parsed: the text, the objects and the checked copy. */
const READ_MEMORY_MB = 1_024;

let queue: Promise<unknown> = Promise.resolve();

export function readExport(bytes: Uint8Array, inlineMax = INLINE_READ_MAX_BYTES): Promise<ExportReading> {
  if (bytes.byteLength <= inlineMax) return Promise.resolve(readExportFile(bytes));
  const reading = queue.then(() => readInWorker(bytes));
  queue = reading.catch(() => undefined);
  return reading;
}

function readInWorker(bytes: Uint8Array): Promise<ExportReading> {
  // Moved to the worker rather than copied: a buffer of its own can be given away whole.
  const own =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer
      ? bytes
      : new Uint8Array(bytes);
  const worker = startWorker(
    workerScript(import.meta.url, 'export-reading'),
    { bytes: own },
    { maxOldGenerationSizeMb: READ_MEMORY_MB },
    [own.buffer as ArrayBuffer],
  );
  return new Promise<ExportReading>((resolve) => {
    let settled = false;
    const settle = (reading: ExportReading) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(reading);
    };
    const fail = (detail: string) => settle({ ok: false, refusal: 'importInvalid', detail });
    const timer = setTimeout(() => fail(`not read within ${READ_TIMEOUT_MS} ms`), READ_TIMEOUT_MS);
    worker.once('message', (reading: ExportReading) => settle(reading));
    worker.once('error', (error: Error) => fail(error.message));
    worker.once('exit', (code) => fail(`worker ended with ${code}`));
  });
}
