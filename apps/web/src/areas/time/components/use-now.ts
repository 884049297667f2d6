import { useSyncExternalStore } from 'react';

/**
 * One shared clock for every live timer on screen: a single timer, aligned to whole seconds,
 * that runs only while something listens, so twenty running rows cost one tick a second.
 */
let now = Date.now();
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
  // Re-aligned every tick so the seconds change together with the wall clock and never drift.
  timer = setTimeout(tick, 1000 - (Date.now() % 1000) + 5);
}

function onVisible() {
  if (document.visibilityState === 'visible' && listeners.size) {
    clearTimeout(timer);
    tick();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    now = Date.now();
    timer = setTimeout(tick, 1000 - (now % 1000) + 5);
    document.addEventListener('visibilitychange', onVisible);
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size) {
      clearTimeout(timer);
      timer = undefined;
      document.removeEventListener('visibilitychange', onVisible);
    }
  };
}

const snapshot = () => now;

/** Epoch milliseconds, refreshed every second while the component is mounted. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
