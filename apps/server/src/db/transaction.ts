import type { Db } from './database';

/**
 * Runs `work` in one transaction: a new one, or the caller's when `db` already is one, so a
 * flow can call another flow without nesting (docs/architecture.md, "One store rule").
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
