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

/** The writes every container's store answers, named or not (the vault's groups have no name). */
export interface ContainerStore<Row extends { id: string; userId: string }> {
  /** How many containers the owner has. */
  count(db: Db, userId: string): Promise<number>;
  insert(db: Db, row: Row): Promise<void>;
  /** Deletes the container's own row (its contents are the area's; run it in a transaction); false: none was there. */
  remove(db: Db, userId: string, id: string): Promise<boolean>;
}

/** The reads and writes every named container's store answers. */
export interface NamedContainerStore extends ContainerStore<NewContainerRow> {
  /** The owner's container of that name (case aside), if any. */
  findByName(db: Db, userId: string, name: string): Promise<{ id: string; name: string } | undefined>;
  rename(db: Db, userId: string, id: string, name: string): Promise<void>;
  /** The container by id with its owner, whoever that is (the caller asks sharing). */
  findAny(db: Db, id: string): Promise<{ id: string; name: string; userId: string } | undefined>;
  /**
   * Locks the container's row until the transaction ends (a write that changes nothing: a row lock
   * on PostgreSQL, the write lock on SQLite), so flows that read its items and then write them
   * take turns instead of both writing what they read. False when the container is gone.
   */
  lock(tx: Db, userId: string, id: string): Promise<boolean>;
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
    lock: async (tx, userId, id) => {
      const result = await on(tx)
        .updateTable(from)
        .set((eb) => ({ name: eb.ref('name') }))
        .where('userId', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    remove: async (db, userId, id) => {
      const result = await on(db).deleteFrom(from).where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

// The tables are chosen at run time; the columns named are theirs (keyof Database[T]).
type TwoTables = Kysely<{ items: Record<string, string>; rows: Record<string, string> }>;

/**
 * What deletes a container's contents two levels deep: its `items` (a counter group's counters, a
 * collection's recipes) and each item's own `rows` (their changes, their ingredients), the
 * owner's only. Run it in the transaction that deletes the container.
 */
export function deleteItemsAndTheirRows<I extends keyof Database, R extends keyof Database>(
  items: { table: I; containerColumn: keyof Database[I] & string },
  rows: { table: R; itemColumn: keyof Database[R] & string },
): (tx: Db, userId: string, containerId: string) => Promise<void> {
  const containerColumn: string = items.containerColumn;
  const itemColumn: string = rows.itemColumn;
  return async (tx, userId, containerId) => {
    const on = tx as unknown as TwoTables;
    const itemIds = on
      .selectFrom(items.table as unknown as 'items')
      .select('id')
      .where('userId', '=', userId)
      .where(containerColumn, '=', containerId);
    await on
      .deleteFrom(rows.table as unknown as 'rows')
      .where('userId', '=', userId)
      .where(itemColumn, 'in', itemIds)
      .execute();
    await on
      .deleteFrom(items.table as unknown as 'items')
      .where('userId', '=', userId)
      .where(containerColumn, '=', containerId)
      .execute();
  };
}
