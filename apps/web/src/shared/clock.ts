import { useSyncExternalStore } from 'react';
import { localDate } from '@ordna/contract/kernel/periods';

/**
 * One shared clock per pace: a single timer, aligned to whole multiples of its step, that runs
 * only while something listens, so twenty live timers on screen cost one tick a second.
 */
class Ticker {
  now = Date.now();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly stepMs: number) {}

  private schedule() {
    // Re-aligned every tick so the clock changes together with the wall clock and never drifts.
    this.timer = setTimeout(this.tick, this.stepMs - (Date.now() % this.stepMs) + 5);
  }

  private readonly tick = () => {
    this.now = Date.now();
    for (const listener of this.listeners) listener();
    this.schedule();
  };

  private readonly onVisible = () => {
    if (document.visibilityState === 'visible' && this.listeners.size) {
      clearTimeout(this.timer);
      this.tick();
    }
  };

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1) {
      this.now = Date.now();
      this.schedule();
      document.addEventListener('visibilitychange', this.onVisible);
    }
    return () => {
      this.listeners.delete(listener);
      if (!this.listeners.size) {
        clearTimeout(this.timer);
        this.timer = undefined;
        document.removeEventListener('visibilitychange', this.onVisible);
      }
    };
  };

  readonly snapshot = () => this.now;
}

const tickers = new Map<number, Ticker>();

function tickerOf(stepMs: number): Ticker {
  let ticker = tickers.get(stepMs);
  if (!ticker) {
    ticker = new Ticker(stepMs);
    tickers.set(stepMs, ticker);
  }
  return ticker;
}

/** "Now" in epoch ms, refreshed every `stepMs` (a second unless told) while the component is mounted. */
export function useNow(stepMs = 1000): number {
  const ticker = tickerOf(stepMs);
  return useSyncExternalStore(ticker.subscribe, ticker.snapshot, ticker.snapshot);
}

/** Today's date in the zone, re-rendering when it turns midnight there (checked every 30 s). */
export function useToday(timeZone: string): string {
  const today = () => localDate(Date.now(), timeZone);
  return useSyncExternalStore(tickerOf(30_000).subscribe, today, today);
}
