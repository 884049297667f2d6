import type { Kysely } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/** A condition of `countRows`: each named column equals its value. */
export type RowsWhere<T extends keyof Database> = Partial<Record<keyof Database[T] & string, string>>;

// The table is chosen at run time; `where` names only its columns (RowsWhere).
type AnyTable = Kysely<{ rows: Record<string, string> }>;

/**
 * How many rows of `table` have every column in `where` equal to its value (`{userId, listId}`:
 * a person's items in one list), in one `count(*)`.
 */
export async function countRows<T extends keyof Database>(db: Db, table: T, where: RowsWhere<T>): Promise<number> {
  let query = (db as unknown as AnyTable)
    .selectFrom(table as unknown as 'rows')
    .select((eb) => eb.fn.countAll<number | string>().as('count'));
  for (const [column, value] of Object.entries(where)) {
    if (typeof value === 'string') query = query.where(column, '=', value);
  }
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}
