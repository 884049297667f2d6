import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type pg from 'pg';
import { keepPoolAlive, POOL_TIMEOUTS } from './database-errors';
import { namedStatementsPool } from './named-statements-pool';
import { pgModule } from './pg-module';
import type { Database } from './schema';
import { CachingSqliteDatabase } from './statement-cache';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

export interface OpenOptions {
  /** PostgreSQL: connections the pool may open (DATABASE_POOL_SIZE); SQLite has one. */
  poolSize?: number;
}

/** The pg pool behind each PostgreSQL database, so the metrics can read how many connections are taken. */
const pools = new WeakMap<Db, pg.Pool>();

/** The SQLite handle behind each SQLite database, so a query compiled once can run on it directly (prepared-query.ts). */
const sqliteHandles = new WeakMap<Db, CachingSqliteDatabase>();

/**
 * The SQLite handle of a database `openDatabase` opened; undefined on PostgreSQL, and for any
 * other Kysely instance made from it (a transaction, one with plugins), which goes through Kysely.
 */
export function sqliteHandleOf(db: Db): CachingSqliteDatabase | undefined {
  return sqliteHandles.get(db);
}

/** The PostgreSQL pool of a database `openDatabase` opened; undefined on SQLite. */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

export function openDatabase(url: string, { poolSize = 10 }: OpenOptions = {}): { db: Db; dialect: Dialect } {
  if (isPostgresUrl(url)) {
    const pool = new (pgModule().Pool)({ connectionString: url, max: poolSize, ...POOL_TIMEOUTS });
    keepPoolAlive(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namedStatementsPool(pool) }) });
    pools.set(db, pool);
    return { db, dialect: 'postgres' };
  }
  if (url !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(url)), { recursive: true });
  const sqlite = new SQLite(url);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  // Statements kept, each bound LIMIT and OFFSET as `cast(? as integer)` (statement-cache.ts).
  const handle = new CachingSqliteDatabase(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: handle }) });
  sqliteHandles.set(db, handle);
  return { db, dialect: 'sqlite' };
}
