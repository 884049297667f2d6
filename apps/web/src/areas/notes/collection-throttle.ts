import { NOTES_COLLECTION_FETCH_THROTTLE_MS } from '@ordna/contract/kernel/constants';

/**
 * The notes collection fetch runs at most once a second (the product's rule): a call within a
 * second of the last one waits for the rest of that second, and calls that arrive meanwhile share
 * the one that waits, so a burst of invalidations costs one request.
 */
export function throttled<T>(fetch: () => Promise<T>, gapMs = NOTES_COLLECTION_FETCH_THROTTLE_MS, now = Date.now) {
  let lastStart = -Infinity;
  let waiting: Promise<T> | null = null;
  return (): Promise<T> => {
    if (waiting) return waiting;
    const wait = Math.max(0, lastStart + gapMs - now());
    const run = () => {
      lastStart = now();
      waiting = null;
      return fetch();
    };
    if (wait === 0) return run();
    waiting = new Promise<void>((resolve) => setTimeout(resolve, wait)).then(run);
    return waiting;
  };
}
