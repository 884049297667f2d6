import type { Kysely } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';
import { countRows } from './count-rows';

/**
 * The one store shape of a named container (counter, storage and time groups, shopping lists,
 * recipe, drink and notes collections): a row with `id`, its owner's `userId`, a `name` and the
 * `nameKey` its unique index `(userId, nameKey)` holds, so two of one person's containers never
 * share a name whatever its case (docs/architecture.md, "The kernel"). An area's store makes one
 * with `namedContainerStore('<table>')` and adds what only its table has (counts, children).
 */

/** The columns every named container's table has. */
export interface NamedContainerColumns {
  id: string;
  userId: string;
  name: string;
  nameKey: string;
  createdAt: number;
}

/** A table of `Database` with a named container's columns. */
export type NamedContainerTable = {
  [T in keyof Database]: Database[T] extends NamedContainerColumns ? T : never;
}[keyof Database];

/** The columns of a new container's row. */
export interface NewContainerRow {
  id: string;
  userId: string;
  name: string;
  createdAt: number;
}

/** The reads and writes every named container's store answers. */
export interface NamedContainerStore {
  /** The owner's container of that name (case aside), if any. */
  findByName(db: Db, userId: string, name: string): Promise<{ id: string; name: string } | undefined>;
  /** How many containers the owner has. */
  count(db: Db, userId: string): Promise<number>;
  insert(db: Db, row: NewContainerRow): Promise<void>;
  rename(db: Db, userId: string, id: string, name: string): Promise<void>;
  /** The container by id with its owner, whoever that is (the caller asks sharing). */
  findAny(db: Db, id: string): Promise<{ id: string; name: string; userId: string } | undefined>;
  /** Deletes the container's own row (its contents are the area's; run it in a transaction). */
  remove(db: Db, userId: string, id: string): Promise<void>;
}

/** Every table below has these columns; Kysely reads them under one name, the table's own at run time. */
type OneTable = Kysely<{ container: NamedContainerColumns }>;

export function namedContainerStore(
  table: NamedContainerTable,
  options: {
    /** The key the name is unique by (lower case unless the area says otherwise). */
    keyOf?: (name: string) => string;
    /** Values of the table's other columns in a new row. */
    newRow?: Record<string, unknown>;
  } = {},
): NamedContainerStore {
  const keyOf = options.keyOf ?? ((name: string) => name.toLowerCase());
  // The table is chosen at run time; its columns are the ones NamedContainerTable guarantees.
  const on = (db: Db) => db as unknown as OneTable;
  const from = table as unknown as 'container';
  return {
    findByName: (db, userId, name) =>
      on(db)
        .selectFrom(from)
        .select(['id', 'name'])
        .where('userId', '=', userId)
        .where('nameKey', '=', keyOf(name))
        .executeTakeFirst(),
    count: (db, userId) => countRows(db, table, { userId }),
    insert: async (db, row) => {
      await on(db)
        .insertInto(from)
        .values({ ...options.newRow, ...row, nameKey: keyOf(row.name) })
        .execute();
    },
    rename: async (db, userId, id, name) => {
      await on(db)
        .updateTable(from)
        .set({ name, nameKey: keyOf(name) })
        .where('userId', '=', userId)
        .where('id', '=', id)
        .execute();
    },
    findAny: (db, id) =>
      on(db).selectFrom(from).select(['id', 'name', 'userId']).where('id', '=', id).executeTakeFirst(),
    remove: async (db, userId, id) => {
      await on(db).deleteFrom(from).where('userId', '=', userId).where('id', '=', id).execute();
    },
  };
}
