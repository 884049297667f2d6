import { sql, type Expression } from 'kysely';
import type { Dialect } from './database';

/**
 * The one order in which every write locks several rows of one kind (docs/architecture.md,
 * "Concurrent writes"): by id, compared code unit by code unit (`0 < A < B < a < b`), on both
 * databases and under any collation. Two writes that lock the same rows in one order wait for each
 * other; in two orders they deadlock, and PostgreSQL ends one (503 `common.busy`).
 *
 * Not SQL's `ORDER BY id`: on PostgreSQL that follows the database's collation, and a locale (the
 * default of many installs, ICU or libc en-US) sorts our mixed-case ids `0 a A b B`, so a write
 * sorting in SQL and one sorting here would take two sub groups in opposite orders.
 */

/** The ids in lock order, each once: lock them one by one in this order. */
export function inLockOrder(ids: Iterable<string>): string[] {
  // The default sort compares UTF-16 code units; the ids are ASCII ([0-9a-zA-Z], lib/ids.ts).
  return [...new Set(ids)].sort();
}

/**
 * `column` (an id) as `ORDER BY` takes it for one statement that locks several rows
 * (`FOR UPDATE … ORDER BY`) in lock order: byte order (`collate "C"`) on PostgreSQL, which for
 * ASCII ids is inLockOrder's; SQLite compares text byte by byte already.
 */
export function lockOrderOf(dialect: Dialect, column: string): Expression<string> {
  return dialect === 'postgres' ? sql<string>`${sql.ref(column)} collate "C"` : sql.ref<string>(column);
}
