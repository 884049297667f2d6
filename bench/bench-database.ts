import { sql } from 'kysely';
import { readConfig } from '../apps/server/src/config';
import { openDatabase, type Db, type Dialect } from '../apps/server/src/db/database';

/** A database for a bench script, its pool as large as the server's (DATABASE_POOL_SIZE, checked the same way). */
export function openBenchDatabase(url: string): { db: Db; dialect: Dialect } {
  const { databasePoolSize } = readConfig({ DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE });
  return openDatabase(url, { poolSize: databasePoolSize });
}

/**
 * After seeding PostgreSQL, before measuring: the statistics autovacuum would gather within a
 * minute of a bulk load (`analyze`), so plans are not made on an empty table's (a generic plan
 * kept on a connection is made once, on what they say then). `vacuum` also does what autovacuum
 * does to freshly loaded tables: without it they have no visibility map (every index-only scan
 * reads the table too) and each row's dead first version is still in every index. `tables`
 * narrows it to those (every table when absent). SQLite: nothing, as the server keeps no
 * statistics there.
 */
export async function settleAfterSeeding(
  db: Db,
  dialect: Dialect,
  options: { vacuum?: boolean; tables?: readonly string[] } = {},
): Promise<void> {
  if (dialect !== 'postgres') return;
  const tables = options.tables ? sql` ${sql.join(options.tables.map((table) => sql.table(table)))}` : sql``;
  await sql`${sql.raw(options.vacuum ? 'vacuum analyze' : 'analyze')}${tables}`.execute(db);
}
