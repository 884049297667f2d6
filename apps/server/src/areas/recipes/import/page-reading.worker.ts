import { parentPort, workerData } from 'node:worker_threads';
import { readRecipe } from './read-recipe';

/**
 * One page read in its own thread (page-readers.ts starts it): the HTML and its address arrive as
 * workerData, the reading goes back as one message, and the thread ends. esbuild emits this file
 * beside the server's bundle (`dist/page-reading.worker.js`, apps/server/build.mjs).
 */
const { html, url } = workerData as { html: string; url: string };
parentPort?.postMessage(readRecipe(html, url));
