/**
 * How long a write may try to reach the server before it waits in the queue instead: the
 * client's own retries (300 ms, 1 s) and a token refresh fit well within it.
 */
export const SEND_WITHIN_MS = 10_000;

/** How long keeping a write on the device (IndexedDB) may take before the write waits in memory only. */
export const KEEP_WITHIN_MS = 3_000;

/** A send or a keep that did not finish in its time: the write waits, it is never left spinning. */
export class TookTooLong extends Error {
  constructor(readonly ms: number) {
    super(`Did not finish within ${ms} ms.`);
    this.name = 'TookTooLong';
  }
}

/**
 * What `work` answers, or TookTooLong after `ms`. Its signal aborts then, so a fetch stops; work
 * that does not heed it (an IndexedDB request) finishes on its own and its answer is dropped.
 */
export function withinTime<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new TookTooLong(ms));
      controller.abort();
    }, ms);
    Promise.resolve()
      .then(() => work(controller.signal))
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}
