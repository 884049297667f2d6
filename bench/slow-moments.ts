import type autocannon from 'autocannon';

/** A response at least this slow is "slow": far over the 250 ms p99 target. */
export const SLOW_MS = 1_000;

interface Slow {
  plan: string;
  /** When it was sent, in ms after the load began. */
  sentAt: number;
  took: number;
}

/**
 * When the slow responses of a load were sent, so a stall can be placed (at the start, at a
 * moment in the middle, spread out): follow each autocannon instance, then `report()` groups
 * them by the second they were sent in.
 */
export class SlowMoments {
  private readonly slow: Slow[] = [];
  private started: number | null = null;

  /** From now on: the load's window opened. */
  open(): void {
    this.started = Date.now();
  }

  follow(instance: autocannon.Instance, plan: string): void {
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      const started = this.started;
      if (started === null || responseTime < SLOW_MS) return;
      const sentAt = Date.now() - started - responseTime;
      if (sentAt >= 0) this.slow.push({ plan, sentAt, took: responseTime });
    });
  }

  /** One line per second in which slow requests were sent: how many, how slow, over how many plans. */
  report(): string[] {
    const bySecond = new Map<number, Slow[]>();
    for (const slow of this.slow) {
      const second = Math.floor(slow.sentAt / 1000);
      bySecond.set(second, [...(bySecond.get(second) ?? []), slow]);
    }
    if (bySecond.size === 0) return [`no response took ${SLOW_MS} ms or more`];
    return [...bySecond.entries()]
      .sort(([a], [b]) => a - b)
      .map(([second, list]) => {
        const took = list.map((slow) => Math.round(slow.took));
        const plans = new Set(list.map((slow) => slow.plan)).size;
        return (
          `sent in second ${second} of the window: ${list.length} took ${Math.min(...took)}–${Math.max(...took)} ms ` +
          `(${plans} plan${plans === 1 ? '' : 's'})`
        );
      });
  }
}
