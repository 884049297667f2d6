import { parentPort, workerData } from 'node:worker_threads';
import { readExportFile } from './export-reading';

/**
 * One export file read in its own thread (export-readers.ts starts it): the bytes arrive as
 * workerData (moved, not copied), the reading goes back as one message, and the thread ends.
 * esbuild emits this file beside the server's bundle (`dist/export-reading.worker.js`).
 */
const { bytes } = workerData as { bytes: Uint8Array };
parentPort?.postMessage(readExportFile(bytes));
