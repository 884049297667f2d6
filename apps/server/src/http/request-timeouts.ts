import { HEARTBEAT_MS } from './live/event-streams';

/**
 * How long a client may take to send a request, so slow bodies and half-sent headers cannot
 * hold sockets for ever (docs/architecture.md, "A request, end to end"). Node closes a request
 * whose line, headers and body have not all arrived within `requestTimeout` (headers alone get
 * less), answering 408 through `client-errors.ts`. Both count only what the client sends: a
 * request that has arrived (the live stream's GET) may be answered as long as it likes.
 * `connectionTimeout` closes a socket on which nothing moved either way for that long; the live
 * stream writes a comment every HEARTBEAT_MS, well inside it.
 */
export const IDLE_CONNECTION_MS = Math.max(60_000, 2 * HEARTBEAT_MS);
/** An idle keep-alive connection stays open this long: longer than common balancers' 60 s idle, so they close first. */
export const KEEP_ALIVE_MS = 72_000;
/** The request line and headers must arrive within this long (or the whole request's time, if shorter). */
export const HEADERS_TIMEOUT_MS = 20_000;

/** Fastify's options for these timeouts, given REQUEST_TIMEOUT_SECONDS in milliseconds. */
export function requestTimeouts(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: Math.max(IDLE_CONNECTION_MS, requestTimeoutMs),
    keepAliveTimeout: KEEP_ALIVE_MS,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
      // How often Node looks for requests past their time: a late request is closed within this.
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(requestTimeoutMs / 4)),
    },
  };
}
