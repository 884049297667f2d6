import type pg from 'pg';
import { loadedPg } from './pg-module';

/**
 * What a failed database call says about the database (docs/architecture.md, "When the database
 * goes away"): `unavailable` when it cannot be reached, is starting, restarting or shutting down;
 * `busy` when it is up but has no room (out of connections, every pooled connection taken, a
 * SQLite write lock held too long) or ended the transaction for another's sake (a deadlock, a
 * serialization failure: it rolled back, nothing was written). Either way the call may simply be tried again later. Anything
 * else (a bug, a constraint) is not a database outage and answers as it always did.
 */
export type DatabaseTrouble = 'unavailable' | 'busy';

/** Node's socket errors when a server is not there (or went away mid-conversation). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** PostgreSQL's admin_shutdown, crash_shutdown and cannot_connect_now (starting up, shutting down). */
const SHUTDOWN_CODES = new Set(['57P01', '57P02', '57P03']);

/**
 * PostgreSQL's too_many_connections and configuration_limit_exceeded; serialization_failure and
 * deadlock_detected, whose transaction was rolled back and may run again.
 */
const FULL_CODES = new Set(['53300', '53400', '40001', '40P01']);

/** pg's own words when a connection ends or cannot be made (they carry no code). */
const UNREACHABLE_TEXT =
  /Connection terminated|^timeout expired$|connection error and is not queryable|Client was closed and is not queryable|Cannot use a pool after calling end|the database system is (starting up|shutting down|in recovery mode)/;
/** pg-pool's words when every pooled connection stayed taken for the whole wait. */
const POOL_WAIT_TEXT = /timeout exceeded when trying to connect/;

export function databaseTroubleOf(error: unknown): DatabaseTrouble | null {
  // fetch's own failure (a page or search the server asked for) wraps the same socket codes: not the database.
  if (error instanceof TypeError && error.message === 'fetch failed') return null;
  for (const cause of causesOf(error)) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    const message = typeof cause.message === 'string' ? cause.message : '';
    if (UNREACHABLE_CODES.has(code) || SHUTDOWN_CODES.has(code) || code.startsWith('08')) return 'unavailable';
    if (FULL_CODES.has(code) || code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy';
    if (UNREACHABLE_TEXT.test(message)) return 'unavailable';
    if (POOL_WAIT_TEXT.test(message)) return 'busy';
  }
  return null;
}

/**
 * The code a database error carries, for counting (the metrics' `ordna_database_errors_total`):
 * SQLite's (`SQLITE_BUSY`, `SQLITE_CONSTRAINT_UNIQUE`…), PostgreSQL's SQLSTATE (`57P01`, `53300`,
 * `42P01`…), the socket's when the server is not there (`ECONNREFUSED`…), `connection` for pg's
 * own words about a lost connection and `pool` for a pool that stayed full. Null when the error
 * did not come from the database.
 */
export function databaseErrorCodeOf(error: unknown): string | null {
  if (error instanceof TypeError && error.message === 'fetch failed') return null;
  const causes = causesOf(error);
  // A pg error exists only once pg is loaded (db/pg-module.ts).
  const pg = loadedPg();
  for (const cause of causes) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    if (code.startsWith('SQLITE_') || UNREACHABLE_CODES.has(code)) return code;
    if (pg && cause instanceof pg.DatabaseError && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  for (const cause of causes) {
    const message = typeof cause.message === 'string' ? cause.message : '';
    if (UNREACHABLE_TEXT.test(message)) return 'connection';
    if (POOL_WAIT_TEXT.test(message)) return 'pool';
  }
  return null;
}

interface ErrorLike {
  code?: unknown;
  message?: unknown;
}

/** The error, what it wraps (`cause`) and what it gathers (an AggregateError's `errors`), a few levels deep. */
function causesOf(error: unknown, depth = 0): ErrorLike[] {
  if (typeof error !== 'object' || error === null || depth > 3) return [];
  const found: ErrorLike[] = [error as ErrorLike];
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  found.push(...causesOf(cause, depth + 1));
  if (Array.isArray(errors)) for (const inner of errors) found.push(...causesOf(inner, depth + 1));
  return found;
}

/** Where database errors that belong to no request go; the app points it at its logger. */
export interface DatabaseErrorLog {
  warn: (details: object, message: string) => void;
}

let errorLog: DatabaseErrorLog = {
  warn: (details, message) => process.stderr.write(`${JSON.stringify({ level: 40, msg: message, ...details })}\n`),
};

export function logDatabaseErrorsTo(log: DatabaseErrorLog): void {
  errorLog = log;
}

/**
 * PostgreSQL may end any pooled connection (a restart, `pg_terminate_backend`, a network cut).
 * pg reports that as an `'error'` event, which ends the process when nobody listens: listen on
 * the pool (idle connections) and on every connection it makes (one taken out between two
 * statements of a transaction), log, and let the pool make new connections when asked.
 */
export function keepPoolAlive(pool: pg.Pool): void {
  const report = (error: Error) =>
    errorLog.warn({ err: { message: error.message, code: (error as ErrorLike).code } }, 'database connection lost');
  pool.on('error', report);
  // The pool reports an idle connection's error; one taken out fails its next query, which answers 503.
  pool.on('connect', (client) => client.on('error', () => undefined));
}

/**
 * How long a call waits for the database before it answers 503 (docs/architecture.md): a
 * connection that cannot be made, or a pool slot that does not come free, in 1.5 s gives up, and
 * TCP keep-alive finds a peer that vanished. Statements get no timeout of their own: a stopped
 * server ends them at once, and a migration may rightly run long.
 */
export const POOL_TIMEOUTS = {
  connectionTimeoutMillis: 1_500,
  keepAlive: true,
} as const;
