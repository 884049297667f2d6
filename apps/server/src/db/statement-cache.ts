import type { Database as SqliteHandle, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { castBoundLimits } from './sqlite-bound-limits';

/** How many prepared statements one SQLite handle keeps; the app's queries take far fewer. */
export const STATEMENT_CACHE_SIZE = 500;
/** Longer SQL is a one-off (a bulk insert of many rows): prepared, used and let go. */
export const CACHED_SQL_MAX_LENGTH = 8_000;

/**
 * SQL known to run again whatever its length: the templates of queries compiled once
 * (PreparedQuery), such as the dashboard's one statement. Bounded by the app's query shapes.
 */
const repeated = new Map<string, PlanMode>();

/**
 * How PostgreSQL should plan a template it keeps as a named statement (named-statements-pool.ts):
 * - 'auto': PostgreSQL's own choice (custom plans for five runs, then the generic plan if it is
 *   estimated no costlier);
 * - 'generic': always the generic plan. For a statement PostgreSQL keeps planning anew although
 *   its constants are written into it: the time-group list's generic plan runs in 0.8 ms, but
 *   PostgreSQL estimated it costlier than its custom plans and planned every call (3.8 ms);
 * - 'either' (PreparedQuery's default): runs in whichever mode its connection is in, so it never
 *   costs a switch. A compiled-once query writes its constants into its SQL so that its generic
 *   plan is a good one, and PostgreSQL chose that plan itself for every such query but the lists'.
 */
export type PlanMode = 'auto' | 'generic' | 'either';

/** Keeps `sql` prepared however long it is: it is a template that runs again, planned as `plan` says. */
export function willRepeat(sql: string, plan: PlanMode = 'auto'): void {
  repeated.set(sql, plan);
}

/** Whether `sql` is such a template (PostgreSQL sends these as named statements). */
export function repeats(sql: string): boolean {
  return repeated.has(sql);
}

/** How a template is to be planned; undefined for other SQL. */
export function planModeOf(sql: string): PlanMode | undefined {
  return repeated.get(sql);
}

/**
 * The SQLite handle Kysely uses, with its prepared statements kept in a bounded least-recently-used
 * cache. Kysely's SQLite dialect prepares every statement anew, and preparing costs more than
 * running most of the app's queries. Reusing a statement is safe: the dialect runs one query at a
 * time on its one connection, and SQLite re-prepares a statement itself after a schema change.
 * Each statement is prepared with its bound limits and offsets cast (sqlite-bound-limits.ts), so
 * that SQLite runs a kept one as it compiled it; the cache is keyed by the SQL as Kysely wrote it.
 */
export class CachingSqliteDatabase implements SqliteDatabase {
  private readonly statements = new Map<string, Statement>();

  constructor(
    private readonly handle: SqliteHandle,
    private readonly capacity = STATEMENT_CACHE_SIZE,
  ) {}

  prepare(sql: string): Statement {
    const cached = this.statements.get(sql);
    if (cached) {
      // Most recently used last, so the first key is always the one to drop.
      this.statements.delete(sql);
      this.statements.set(sql, cached);
      return cached;
    }
    const statement = this.handle.prepare(castBoundLimits(sql));
    if (sql.length > CACHED_SQL_MAX_LENGTH && !repeated.has(sql)) return statement;
    this.statements.set(sql, statement);
    if (this.statements.size > this.capacity) {
      this.statements.delete(this.statements.keys().next().value!);
    }
    return statement;
  }

  /**
   * Whether a transaction is open on the handle. Kysely holds its one connection for a
   * transaction's whole length, awaits included; a statement run on the handle meanwhile would
   * run inside that transaction (prepared-query.ts waits its turn through Kysely instead).
   */
  get inTransaction(): boolean {
    return this.handle.inTransaction;
  }

  /** How many statements are kept now (for tests). */
  get size(): number {
    return this.statements.size;
  }

  close(): void {
    this.statements.clear();
    this.handle.close();
  }
}
