import { messages } from '@ordna/contract/kernel/messages';
import type { SessionStore } from './session';

// What the one HTTP client (client.ts) is given and asked: its dependencies and words, the options of
// a call, and the Idempotency-Key of a write with its retry delays.

export interface SignOutReason {
  /** The refusal's code when the server said no; none when the client words the reason itself. */
  code?: string;
  message: string;
  kind: 'warning' | 'error';
  timeoutMs?: number;
}

/** Sentences the client words itself (the server words the rest); translated by the app. */
export interface ClientTexts {
  sessionTimedOut: () => string;
  offline: () => string;
  unexpected: (status: number) => string;
}

export const englishClientTexts: ClientTexts = {
  sessionTimedOut: () => messages.sessionTimedOut,
  offline: () => 'Could not reach the server. Check your connection.',
  unexpected: (status) => `The server answered ${status}.`,
};

export interface ClientDeps {
  session: SessionStore;
  fetch: typeof fetch;
  now: () => number;
  /** Called when the session ends against the person's will (refresh refused, 403). */
  onSignedOut: (reason: SignOutReason) => void;
  userAgent: () => string;
  languages: () => readonly string[];
  /**
   * Runs a refresh while holding a lock every tab of this browser shares, so two tabs never
   * present the same refresh token (the server treats a reused token as stolen).
   */
  withRefreshLock?: <T>(run: () => Promise<T>) => Promise<T>;
  texts?: Partial<ClientTexts>;
  /** Waits before a write with an Idempotency-Key is sent again (tests pass one that does not wait). */
  pause?: (ms: number) => Promise<void>;
}

/**
 * How long a write with an Idempotency-Key waits before each time it is sent again after a
 * failure the server calls retryable (or no answer at all): the key makes the repeat safe.
 */
export const WRITE_RETRY_DELAYS_MS = [300, 1000] as const;

/** A new Idempotency-Key: 128 random bits in hex (getRandomValues works outside secure contexts too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Params = Record<string, string | number | boolean | undefined | null>;

export interface CallOptions {
  params?: Params;
  body?: unknown;
  signal?: AbortSignal;
  /** Headers beside the session's own (the vault's extra token). */
  headers?: Record<string, string>;
  /**
   * The Idempotency-Key of a write that takes one (IDEMPOTENT_WRITES): pass the same key to
   * send one intended action again; by default each call is a new action with a new key.
   */
  idempotencyKey?: string;
}
