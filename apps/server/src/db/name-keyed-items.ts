import type { Kysely } from 'kysely';
import { nameKeyOf } from '@ordna/contract/kernel/quantities';
import type { Db } from './database';
import type { Database } from './schema';

/**
 * Items found by their name whatever its case or spacing (shopping and storage items): each row's
 * `nameKey` (`nameKeyOf(name)`) is written with its name, on insert and on every rename, so the
 * two never disagree.
 */
export type NameKeyedTable = 'shoppingItems' | 'storageItems';

// The table is chosen at run time; the columns written are its own (Database[T]).
type OneTable = Kysely<{ items: { id: string; userId: string; name: string; nameKey: string } }>;

/** Inserts the rows with their name keys, in one statement (none: nothing). */
export async function insertNameKeyed<T extends NameKeyedTable>(
  db: Db,
  table: T,
  rows: readonly Omit<Database[T], 'nameKey'>[],
): Promise<void> {
  if (rows.length === 0) return;
  await (db as unknown as OneTable)
    .insertInto(table as unknown as 'items')
    .values(
      rows.map((row) => ({ ...(row as { id: string; userId: string; name: string }), nameKey: nameKeyOf(row.name) })),
    )
    .execute();
}

/** Changes the owner's item, its name key with its name. */
export async function updateNameKeyed<T extends NameKeyedTable>(
  db: Db,
  table: T,
  userId: string,
  id: string,
  changes: Partial<Omit<Database[T], 'nameKey'>>,
): Promise<void> {
  await (db as unknown as OneTable)
    .updateTable(table as unknown as 'items')
    .set({ ...changes, ...(changes.name !== undefined && { nameKey: nameKeyOf(changes.name) }) })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .execute();
}
