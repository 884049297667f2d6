import type { ServerResponse } from 'node:http';
import { LIVE_CHANGE_EVENT, LIVE_READY_EVENT, type LiveEvent } from '@ordna/contract/kernel/live';
import { liveRefusals } from '@ordna/contract/kernel/live-refusals';
import type { Refusal } from '@ordna/contract/kernel/refusals';
import type { LiveDelivery } from './live-bus';

/** A comment line every so often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

export interface StreamLimits {
  perPerson: number;
  perInstance: number;
  /** A stream ends after this long; the client opens a new one with a token that is valid then. */
  lifetimeMs: number;
}

interface OpenStream {
  response: ServerResponse;
  ends: NodeJS.Timeout;
}

/** How soon a client should reconnect when this instance ends its stream on stopping. */
export const RECONNECT_HINT_MS = 500;

/** A client that leaves this much unread is dropped: it reconnects and reads everything again. */
const MAX_UNSENT_BYTES = 256 * 1024;

function send(stream: OpenStream, message: string): void {
  if (stream.response.writableLength > MAX_UNSENT_BYTES) stream.response.end();
  else stream.response.write(message);
}

const ready = `event: ${LIVE_READY_EVENT}\ndata: {}\n\n`;

/**
 * This instance's open event streams, by person (docs/architecture.md, "Live updates"). Bounded
 * per person and per instance; one timer sends every stream's heartbeat; a stream leaves the
 * registry when its connection closes. Nothing here touches the database.
 */
export class EventStreams implements LiveDelivery {
  private readonly byPerson = new Map<string, Set<OpenStream>>();
  private count = 0;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly limits: StreamLimits) {}

  /** The refusal when this person or this instance may open no more streams. */
  refusalFor(personId: string): Refusal | null {
    if ((this.byPerson.get(personId)?.size ?? 0) >= this.limits.perPerson) return liveRefusals.tooManyForPerson;
    if (this.count >= this.limits.perInstance) return liveRefusals.tooManyForServer;
    return null;
  }

  /** Adds a stream whose headers are sent; it says `ready` at once. */
  open(personId: string, response: ServerResponse): void {
    const stream: OpenStream = {
      response,
      ends: setTimeout(() => response.end(), this.limits.lifetimeMs),
    };
    const streams = this.byPerson.get(personId) ?? new Set<OpenStream>();
    streams.add(stream);
    this.byPerson.set(personId, streams);
    this.count++;
    const remove = () => this.remove(personId, stream);
    response.once('close', remove).once('finish', remove);
    response.write(ready);
    this.heartbeat ??= setInterval(() => this.writeAll(': keep-alive\n\n'), HEARTBEAT_MS).unref();
  }

  get size(): number {
    return this.count;
  }

  event(event: LiveEvent, personIds: readonly string[]): void {
    const data = JSON.stringify({ kind: event.kind, id: event.id, action: event.action });
    const message = `event: ${LIVE_CHANGE_EVENT}\ndata: ${data}\n\n`;
    for (const personId of new Set(personIds)) {
      for (const stream of this.byPerson.get(personId) ?? []) send(stream, message);
    }
  }

  gap(): void {
    this.writeAll(ready);
  }

  /**
   * Ends every stream (the server is stopping). `retry:` tells an EventSource how soon to
   * reconnect; the web app's stream reconnects at once when a stream ends.
   */
  endAll(retryMs = RECONNECT_HINT_MS): void {
    for (const streams of this.byPerson.values()) {
      for (const stream of streams) stream.response.end(`retry: ${retryMs}\n\n`);
    }
  }

  private writeAll(message: string): void {
    for (const streams of this.byPerson.values()) for (const stream of streams) send(stream, message);
  }

  private remove(personId: string, stream: OpenStream): void {
    clearTimeout(stream.ends);
    const streams = this.byPerson.get(personId);
    if (!streams?.delete(stream)) return;
    this.count--;
    if (streams.size === 0) this.byPerson.delete(personId);
    if (this.count === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }
}
