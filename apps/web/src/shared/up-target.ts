import { useEffect, useSyncExternalStore } from 'react';

/**
 * A page that knows its real parent (a stamp's sub group, known only once the stamp has loaded)
 * tells the second bar's "up" where to go; the shell falls back to the route table otherwise.
 * One target at a time: the page on screen sets it and clears it when it leaves.
 */
let target: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null) {
  if (next === target) return;
  target = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where "up" goes from the page on screen, when the page said so; null otherwise. */
export function useUpTarget(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => target,
    () => target,
  );
}

/** Makes "up" go to `path` (when given) while the calling page is on screen. */
export function useUpTo(path: string | null | undefined): void {
  useEffect(() => {
    if (!path) return;
    set(path);
    return () => {
      if (target === path) set(null);
    };
  }, [path]);
}
