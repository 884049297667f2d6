import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database';

/** A table's columns as the database has them (an import takes no column it does not name). */
export async function columnsOf(db: Db, dialect: Dialect, table: string): Promise<string[]> {
  const rows =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)
      : await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table}`.execute(db);
  return rows.rows.map((row) => row.name);
}
