import type autocannon from 'autocannon';

/** What one autocannon instance saw inside the window. */
export interface WindowFigures {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  timeouts: number;
  errors: number;
  non2xx: number;
}

interface Seen {
  latencies: number[];
  timeouts: number;
  errors: number;
  non2xx: number;
  clients: Set<unknown>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Figures of a load counted only inside a window that opens once every connection has had an
 * answer. A busy Node server takes new connections about one per turn of its event loop, so when
 * a hundred connect at once while the first ones already keep it busy, the last wait seconds
 * before they are even accepted: that is the opening of the connections, not the serving of
 * requests, and a server behind a proxy with kept-alive connections never sees it.
 */
export class LoadWindow {
  private readonly seen: Seen[] = [];
  private expected = 0;
  private opened: number | null = null;
  private closed: number | null = null;
  private readonly whenConnected: Promise<void>;
  private connected!: () => void;

  constructor() {
    this.whenConnected = new Promise((resolve) => (this.connected = resolve));
  }

  /** Follows an instance with `connections` connections; returns its index for `figures`. */
  follow(instance: autocannon.Instance, connections: number): number {
    const seen: Seen = { latencies: [], timeouts: 0, errors: 0, non2xx: 0, clients: new Set() };
    this.seen.push(seen);
    this.expected += connections;
    const inWindow = () => this.opened !== null && this.closed === null;
    instance.on('response', (client, statusCode, _bytes, responseTime) => {
      if (!seen.clients.has(client)) {
        seen.clients.add(client);
        if (this.seen.reduce((sum, each) => sum + each.clients.size, 0) >= this.expected) this.connected();
      }
      // Counted when sent inside the window, so nothing from the opening leaks in.
      if (!inWindow() || Date.now() - responseTime < this.opened!) return;
      seen.latencies.push(responseTime);
      if (statusCode < 200 || statusCode > 299) seen.non2xx += 1;
    });
    instance.on('reqError', (error: Error) => {
      if (!inWindow()) return;
      if (error.message === 'request timed out') seen.timeouts += 1;
      else seen.errors += 1;
    });
    return this.seen.length - 1;
  }

  /** Resolves once every followed connection has had an answer (or after `limitMs`). */
  async allConnected(limitMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.whenConnected, new Promise((resolve) => (timer = setTimeout(resolve, limitMs)))]);
    clearTimeout(timer);
  }

  open(): void {
    this.opened = Date.now();
  }

  close(): void {
    this.closed = Date.now();
  }

  figures(index: number): WindowFigures {
    const seen = this.seen[index]!;
    const sorted = [...seen.latencies].sort((a, b) => a - b);
    return {
      requests: sorted.length,
      p50: Math.round(percentile(sorted, 50)),
      p99: Math.round(percentile(sorted, 99)),
      max: Math.round(sorted.at(-1) ?? 0),
      timeouts: seen.timeouts,
      errors: seen.errors,
      non2xx: seen.non2xx,
    };
  }
}
