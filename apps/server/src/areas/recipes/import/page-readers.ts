import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { runningFromSource, startWorker, workerScript } from '../../../lib/worker-thread';
import type { PageReading } from './read-recipe';

/**
 * Reading fetched pages off the event loop. A page of hundreds of JSON-LD blocks or a 5 MiB page
 * takes the HTML parser a second or more; on the event loop that second is every other request's
 * wait. Each page is read by a worker thread of its own, started for it and ended after it: its
 * heap is capped (`resourceLimits`) and it is terminated when it outlasts `timeoutMs`, so what one
 * page does cannot outlive it or reach the next person's page. Starting a thread costs tens of
 * milliseconds on an idle machine (166 ms p50 with start, read and answer at load 19 on two
 * cores, bench/README.md), little beside the fetch of up to 8 s before it, and buys that isolation
 * without a pool's bookkeeping (replacing a worker that died, or one left holding a bloated heap).
 *
 * At most `concurrency` pages are read at once per instance: by default one core fewer than the
 * machine has, so the event loop keeps a core to itself; the rest wait, at most `waitingMax` of
 * them, and beyond that a read is refused as busy.
 */
export interface PageReadersOptions {
  concurrency?: number;
  waitingMax?: number;
  timeoutMs?: number;
  /** The worker's old-generation heap cap in MiB. */
  memoryMb?: number;
  /** The worker script; tests give one that never answers or one that eats memory. */
  workerUrl?: URL;
}

export type PageReadRefusal = 'importUnreadable' | 'importServerBusy';

/** Why a page was not read: it outlasted its time or memory, or too many pages are waiting. */
export class PageReadRefused extends Error {
  constructor(
    readonly reason: PageReadRefusal,
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

export const PAGE_READ_TIMEOUT_MS = 6000;
const SOURCE_STARTUP_MS = 15_000;
export const PAGE_READ_MEMORY_MB = 256;

export class PageReaders {
  private readonly concurrency: number;
  private readonly waitingMax: number;
  private readonly timeoutMs: number;
  private readonly memoryMb: number;
  private readonly workerUrl: URL | undefined;
  private readonly running = new Set<Worker>();
  private readonly waiting: (() => void)[] = [];
  /** Turns given out: a read holds one from its turn until its worker has answered or ended. */
  private turns = 0;
  private closed = false;

  constructor(options: PageReadersOptions = {}) {
    this.concurrency = options.concurrency ?? Math.max(1, availableParallelism() - 1);
    this.waitingMax = options.waitingMax ?? 64;
    this.timeoutMs = options.timeoutMs ?? PAGE_READ_TIMEOUT_MS + (runningFromSource ? SOURCE_STARTUP_MS : 0);
    this.memoryMb = options.memoryMb ?? PAGE_READ_MEMORY_MB;
    this.workerUrl = options.workerUrl;
  }

  /** How many pages are being read now, and how many wait for a turn. */
  get load(): { reading: number; waiting: number } {
    return { reading: this.turns, waiting: this.waiting.length };
  }

  /** The reading of `html` fetched from `url`, or PageReadRefused. */
  async read(html: string, url: string): Promise<PageReading> {
    await this.turn();
    try {
      return await this.readInWorker(html, url);
    } finally {
      this.passTurn();
    }
  }

  /** Ends every read under way and refuses the waiting ones (the server is stopping). */
  async close(): Promise<void> {
    this.closed = true;
    for (const start of this.waiting.splice(0)) start();
    await Promise.all([...this.running].map((worker) => worker.terminate()));
  }

  private async turn(): Promise<void> {
    if (this.closed) throw new PageReadRefused('importServerBusy', 'stopping');
    if (this.turns < this.concurrency) {
      this.turns += 1;
      return;
    }
    if (this.waiting.length >= this.waitingMax) {
      throw new PageReadRefused('importServerBusy', `${this.waiting.length} pages waiting`);
    }
    // A read that ends hands its turn straight to the first waiting one.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    if (this.closed) {
      this.passTurn();
      throw new PageReadRefused('importServerBusy', 'stopping');
    }
  }

  private passTurn(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.turns -= 1;
  }

  private readInWorker(html: string, url: string): Promise<PageReading> {
    if (this.closed) return Promise.reject(new PageReadRefused('importServerBusy', 'stopping'));
    const script = this.workerUrl ?? workerScript(import.meta.url, 'page-reading');
    const worker = startWorker(script, { html, url }, { maxOldGenerationSizeMb: this.memoryMb });
    this.running.add(worker);
    return new Promise<PageReading>((resolve, reject) => {
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.running.delete(worker);
        void worker.terminate();
        outcome();
      };
      const refuse = (detail: string) => settle(() => reject(new PageReadRefused('importUnreadable', detail)));
      const timer = setTimeout(() => refuse(`not read within ${this.timeoutMs} ms`), this.timeoutMs);
      worker.once('message', (reading: PageReading) => settle(() => resolve(reading)));
      worker.once('error', (error: Error) => refuse(error.message));
      worker.once('exit', (code) => refuse(`worker ended with ${code}`));
    });
  }
}
