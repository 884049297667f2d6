import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database';
import { columnsOf } from './table-columns';

/** Every table in the database (SQLite's search index's shadow tables and the migrations' own left out). */
export async function tableNames(db: Db, dialect: Dialect): Promise<string[]> {
  const rows =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'
          and name not like 'sqlite_%' and name not like 'kysely_%' and name not like '%search\\_%' escape '\\'`.execute(
          db,
        )
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'`.execute(
          db,
        );
  return rows.rows.map((row) => row.name).sort();
}

/** The columns that name whose a row is: the owner, the person shared with, the person who made a change. */
const PERSON_COLUMNS = ['userId', 'ownerId', 'personId'];

/**
 * Rows per table: all of them, and those naming each of `people` in a person column (a table
 * with none, such as the search index, counts only all).
 */
export async function rowCounts(
  db: Db,
  dialect: Dialect,
  people: readonly string[],
): Promise<Record<string, { all: number } & Record<string, number>>> {
  const counts: Record<string, { all: number } & Record<string, number>> = {};
  for (const table of await tableNames(db, dialect)) {
    const columns = (await columnsOf(db, dialect, table)).filter((column) => PERSON_COLUMNS.includes(column));
    const all = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    const entry: { all: number } & Record<string, number> = { all: Number(all.rows[0]!.n) };
    for (const person of people) {
      if (columns.length === 0) continue;
      const named = sql.join(
        columns.map((column) => sql`${sql.ref(column)} = ${person}`),
        sql` or `,
      );
      const mine = await sql<{
        n: number | string;
      }>`select count(*) as n from ${sql.table(table)} where ${named}`.execute(db);
      entry[person] = Number(mine.rows[0]!.n);
    }
    counts[table] = entry;
  }
  return counts;
}
