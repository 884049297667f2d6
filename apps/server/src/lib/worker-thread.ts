import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits, type TransferListItem } from 'node:worker_threads';

/**
 * Starting a worker thread for work kept off the event loop (reading a fetched recipe page,
 * reading an account's export). In the bundle the worker is its own emitted file beside
 * dist/main.js (`<name>.worker.js`, apps/server/build.mjs); from TypeScript source (tests, `tsx`)
 * it is the `.ts` file, loaded through tsx.
 */

/** From TypeScript source tsx compiles the worker at each start, which takes up to seconds on a busy machine. */
export const runningFromSource = import.meta.url.endsWith('.ts');

/** The worker script `<name>.worker.{ts,js}` beside the module at `moduleUrl`, as this process runs. */
export function workerScript(moduleUrl: string, name: string): URL {
  return new URL(`./${name}.worker.${runningFromSource ? 'ts' : 'js'}`, moduleUrl);
}

export function startWorker(
  url: URL,
  workerData: unknown,
  resourceLimits: ResourceLimits,
  transferList?: readonly TransferListItem[],
): Worker {
  const options = { workerData, resourceLimits, ...(transferList && { transferList: [...transferList] }) };
  if (!url.pathname.endsWith('.ts')) return new Worker(url, options);
  // tsx's module API (its package export `tsx/esm/api`, beside its loader) registers its hooks in this thread.
  const tsxApi = new URL('./esm/api/index.mjs', pathToFileURL(createRequire(import.meta.url).resolve('tsx'))).href;
  const code = `import(${JSON.stringify(tsxApi)}).then((api) => { api.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(code, { ...options, eval: true });
}
