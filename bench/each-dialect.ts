import os from 'node:os';
import path from 'node:path';
import { rmSync } from 'node:fs';
import { startThrowawayPostgres } from './throwaway-postgres';

/**
 * The part every at-scale benchmark shares: run the same measurement on SQLite (a throwaway
 * file) and on PostgreSQL (BENCH_POSTGRES_URL, or a throwaway cluster on BENCH_PG_PORT), as
 * BENCH_DIALECTS (default `sqlite,postgres`) asks.
 */

export type DialectLabel = 'SQLite' | 'PostgreSQL';

const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');

/** Two decimals, for a figure in a table. */
export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Deletes a SQLite database file with its -wal and -shm files. */
export function removeSqliteFile(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
}

/** `run` on a SQLite file of its own in the temp folder, deleted afterwards. */
export async function withSqliteFile<T>(name: string, run: (file: string) => Promise<T>): Promise<T> {
  const file = path.join(os.tmpdir(), `ordna-${name}-${process.pid}.db`);
  try {
    return await run(file);
  } finally {
    removeSqliteFile(file);
  }
}

/** `run` on PostgreSQL, stopped afterwards; null when there is neither a URL nor the binaries. */
export async function withPostgres<T>(defaultPort: number, run: (url: string) => Promise<T>): Promise<T | null> {
  const external = process.env.BENCH_POSTGRES_URL;
  const cluster = external ? null : startThrowawayPostgres(Number(process.env.BENCH_PG_PORT ?? defaultPort));
  const url = external ?? cluster?.url;
  if (!url) return null;
  try {
    return await run(url);
  } finally {
    cluster?.stop();
  }
}

/** `measure` on each dialect BENCH_DIALECTS names, SQLite first. */
export async function onEachDialect(
  name: string,
  defaultPgPort: number,
  measure: (label: DialectLabel, databaseUrl: string) => Promise<void>,
): Promise<void> {
  if (DIALECTS.includes('sqlite')) await withSqliteFile(name, (file) => measure('SQLite', file));
  if (DIALECTS.includes('postgres')) {
    const ran = await withPostgres(defaultPgPort, async (url) => {
      await measure('PostgreSQL', url);
      return true;
    });
    if (!ran) console.log('PostgreSQL: no binaries and no BENCH_POSTGRES_URL — skipped.');
  }
}
