import { LIVE_CHANGE_EVENT, LIVE_READY_EVENT, readLiveEvent, type LiveEvent } from '@ordna/contract/kernel/live';
import { ApiError } from './client';
import { parseSse } from './sse';

/** off: not asked to run; connecting; open: events arrive; down: lost, trying again later. */
export type LiveState = 'off' | 'connecting' | 'open' | 'down';

export interface LiveListener {
  change?: (event: LiveEvent) => void;
  /** The stream is open again after a gap: whatever is on screen may be out of date. */
  resync?: () => void;
  state?: (state: LiveState) => void;
}

export interface LiveStreamDeps {
  /** Opens GET /api/events with the session's token (ApiClient.stream). */
  open: (signal: AbortSignal) => Promise<Response>;
  random?: () => number;
}

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;
/** The server has too many streams open (429): wait longer before asking again. */
const BUSY_RETRY_MS = 60_000;
/**
 * The server is up but its database is away or full (503): it comes back by itself, so keep
 * asking every few seconds rather than backing off to half a minute.
 */
const OUTAGE_RETRY_MS = 3_000;

/**
 * This tab's live-updates stream (docs/architecture.md, "Live updates"): read with fetch, so
 * it carries the access token like every call (EventSource cannot send headers) and refreshes
 * it the same way. It reconnects with growing, jittered waits; after every reconnect it asks
 * for a resync, since events may have been missed meanwhile. A session that ended stops it.
 */
export class LiveStream {
  private current: LiveState = 'off';
  private readonly listeners = new Set<LiveListener>();
  private controller: AbortController | null = null;
  private wait: { timer: ReturnType<typeof setTimeout>; resolve: () => void } | null = null;
  private failures = 0;
  /** A stream has said `ready` since start(): the next `ready` follows a gap. */
  private heardReady = false;

  constructor(private readonly deps: LiveStreamDeps) {}

  get state(): LiveState {
    return this.current;
  }

  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts reading (once; calling again while it runs changes nothing). */
  start(): void {
    if (this.controller) return;
    const controller = new AbortController();
    this.controller = controller;
    this.heardReady = false;
    void this.run(controller.signal);
  }

  stop(): void {
    this.controller?.abort();
    this.controller = null;
    this.wakeUp();
    this.setState('off');
  }

  /** The connection is back (the offline banner's check says so): stop waiting and try now. */
  reconnectNow(): void {
    this.failures = 0;
    this.wakeUp();
  }

  private async run(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      this.setState('connecting');
      let waitMs: number;
      try {
        const response = await this.deps.open(signal);
        this.failures = 0;
        this.setState('open');
        await this.read(response);
        // The server ends a stream after a while; open the next at once.
        waitMs = 0;
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          // The session ended: the client has signed the person out or will; nothing to listen for.
          this.stop();
          return;
        }
        this.setState('down');
        waitMs = this.waitAfter(error);
      }
      await this.sleep(waitMs);
    }
  }

  /** Reads until the stream ends; throws when the connection breaks. */
  private async read(response: Response): Promise<void> {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const { messages, rest } = parseSse(buffer + decoder.decode(value, { stream: true }));
      buffer = rest;
      for (const message of messages) {
        if (message.event === LIVE_READY_EVENT) {
          if (this.heardReady) this.emit((listener) => listener.resync?.());
          this.heardReady = true;
        } else if (message.event === LIVE_CHANGE_EVENT) {
          const event = readLiveEvent(safeJson(message.data));
          if (event) this.emit((listener) => listener.change?.(event));
        }
      }
    }
  }

  private waitAfter(error: unknown): number {
    if (error instanceof ApiError && error.status === 429) return BUSY_RETRY_MS;
    const wait = this.backoff();
    return error instanceof ApiError && error.status === 503 ? Math.min(wait, OUTAGE_RETRY_MS) : wait;
  }

  private backoff(): number {
    const ms = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** this.failures++);
    return ms * (0.8 + 0.4 * (this.deps.random ?? Math.random)());
  }

  private sleep(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.wait = { timer: setTimeout(resolve, ms), resolve };
    });
  }

  private wakeUp(): void {
    if (!this.wait) return;
    clearTimeout(this.wait.timer);
    this.wait.resolve();
    this.wait = null;
  }

  private setState(state: LiveState): void {
    if (state === this.current) return;
    this.current = state;
    this.emit((listener) => listener.state?.(state));
  }

  private emit(tell: (listener: LiveListener) => void): void {
    for (const listener of this.listeners) tell(listener);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
