import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './database';

/**
 * What one request's transactions have done, followed through the request by the signed-in
 * scope (http/idempotency): whether one committed, so a failure after it is never answered as
 * retryable, and work to run first in its first transaction, once: an `Idempotency-Key` is
 * written there, in the same transaction as the write it guards, so a rollback forgets the key
 * too (docs/architecture.md, "Retries and idempotency").
 */
export interface RequestWrites {
  /** Set once a transaction of the request has committed. */
  committed: boolean;
  /** Runs at the start of the request's transactions until one commits. */
  first?: (tx: Db) => Promise<void>;
}

const requestWrites = new AsyncLocalStorage<RequestWrites>();

/** Runs `then` (and everything it starts) with its transactions recorded in `writes`. */
export function followWrites<T>(writes: RequestWrites, then: () => T): T {
  return requestWrites.run(writes, then);
}

/**
 * Runs `work` in one transaction: a new one, or the caller's when `db` already is one, so a
 * flow can call another flow without nesting (docs/architecture.md, "One store rule").
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  const writes = requestWrites.getStore();
  if (!writes) return db.transaction().execute(work);
  const first = writes.committed ? undefined : writes.first;
  const result = await db.transaction().execute(async (tx) => {
    await first?.(tx);
    return work(tx);
  });
  writes.committed = true;
  return result;
}
