import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from '@ordna/contract/kernel/live';

/**
 * How a change reaches the screens that show it (docs/architecture.md, "Live updates"): a route
 * publishes after its write has committed, and the bus hands the event to every instance's open
 * streams of the people named. The same interface whether the bus stays in this process
 * (SQLite, one instance) or crosses instances through PostgreSQL's LISTEN/NOTIFY.
 */
export interface LivePublisher {
  /**
   * Tells `personIds` (the owner's other devices, and whoever the thing is shared with) that
   * the thing changed. Call it only after the transaction has committed; it never throws and
   * never writes to the database, so a failure to tell cannot fail the write.
   */
  publish(event: LiveEvent, personIds: readonly string[]): void;
}

/** What the bus hands to this instance's open streams. */
export interface LiveDelivery {
  event(event: LiveEvent, personIds: readonly string[]): void;
  /** Events may have been lost (the bus reconnected): every stream's screens read again. */
  gap(): void;
}

export interface LiveBus extends LivePublisher {
  start(deliver: LiveDelivery, log: FastifyBaseLogger): Promise<void>;
  close(): Promise<void>;
}

/** One instance: an event goes straight to this process's streams. */
export class InProcessBus implements LiveBus {
  private readonly deliveries = new Set<LiveDelivery>();

  publish(event: LiveEvent, personIds: readonly string[]): void {
    if (personIds.length === 0) return;
    for (const delivery of this.deliveries) delivery.event(event, personIds);
  }

  /** Several apps may share one bus when they share one process (two apps over one SQLite file in tests). */
  async start(deliver: LiveDelivery): Promise<void> {
    this.deliveries.add(deliver);
  }

  async close(): Promise<void> {
    this.deliveries.clear();
  }
}
