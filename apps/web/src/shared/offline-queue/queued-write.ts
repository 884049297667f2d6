import { ApiError, type Method } from '../../api/client';

/**
 * One write kept on this device until the server has it (docs/architecture.md, "The write queue"):
 * the call as it will be sent, its Idempotency-Key made once when the person acted, and enough
 * to show it on screen and to name it when the server refuses it.
 */
export interface QueuedWrite {
  /** The Idempotency-Key, made once when the person acted; also the entry's id. */
  key: string;
  method: Method;
  /** The endpoint's path under /api, with its path parameters filled in. */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** What it does, for the screens that show it at once ('shopping.check', 'counters.change'…). */
  kind: string;
  /** What to call it when it is refused: a catalogue key and its values ("Check off “Milk”"). */
  what: { key: string; values: Record<string, string | number> };
  /** Ids the screen gave to what this write makes, until the server's ids are known. */
  madeIds?: string[];
  /** The queries the write changes: read again once it is sent. */
  reads: readonly string[][];
  queuedAt: number;
}

/** What the queue keeps for one person: the writes in the order made, and made ids already known. */
export interface QueueState {
  writes: QueuedWrite[];
  /** The screen's id of a thing made by a sent write → the server's id of it. */
  known: Record<string, string>;
}

/** The most writes kept at once: past it, a write offline is refused (and said so), never dropped. */
export const MAX_QUEUED_WRITES = 200;

/** Thrown by a write that was kept to send later: not a failure, nothing to tell the person. */
export class WriteQueued extends Error {
  constructor(readonly write: QueuedWrite) {
    super('Kept on this device until the connection is back.');
    this.name = 'WriteQueued';
  }
}

/** Thrown when the queue is full. */
export class QueueFull extends Error {
  constructor() {
    super(`At most ${MAX_QUEUED_WRITES} changes wait to be sent.`);
    this.name = 'QueueFull';
  }
}

/**
 * The server was not reached, or could not answer now (a retryable refusal): keep the write and
 * try again later. Anything else the server said is its answer.
 */
export function isNotReached(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.retry || error.status === 401;
}

/** Ids made on this device start with this, so they are never mistaken for the server's. */
export const MADE_HERE_PREFIX = 'queued:';

export function madeHereId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return MADE_HERE_PREFIX + Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function isMadeHere(id: string): boolean {
  return id.startsWith(MADE_HERE_PREFIX);
}

/** `value` with every string that names a thing made here replaced by the server's id, where known. */
export function withKnownIds<T>(value: T, known: Record<string, string>): T {
  if (typeof value === 'string') return (known[value] ?? value) as T;
  if (Array.isArray(value)) return value.map((each: unknown) => withKnownIds(each, known)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, each]) => [name, withKnownIds(each, known)])) as T;
  }
  return value;
}
