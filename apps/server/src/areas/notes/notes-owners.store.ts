import { sql, type Expression } from 'kysely';
// The notes tables join Database by augmentation wherever this store is compiled from.
import type {} from './notes.tables';
import type { Db, Dialect } from '../../db/database';
import { recountCollections } from './collection-note-counts.store';

/**
 * A person's row in `notesOwners` (migration 0021): how many notes they own, kept by every note
 * write in its transaction, and on SQLite their search slot: their notes' `searchKey`s are
 * slot × 2³² plus a number, so their search entries are one rowid range of the FTS5 table.
 */

/** The size of one owner's range of search keys. */
export const SEARCH_SLOT_SIZE = 2 ** 32;
// Written into the SQL: better-sqlite3 binds every number as a REAL, and slots are integers.
const SLOT_SIZE_SQL = sql.lit(SEARCH_SLOT_SIZE);

/**
 * The owner's row, made when missing, and their note count. On PostgreSQL the row is locked to
 * the end of the transaction, so two note writes of one owner wait for each other (the notes cap
 * reads this count); SQLite runs one write transaction at a time anyway.
 */
export async function lockNotesOwner(tx: Db, dialect: Dialect, ownerId: string): Promise<number> {
  if (dialect === 'postgres') {
    await sql`insert into "notesOwners" ("userId", "noteCount") values (${ownerId}, 0)
      on conflict ("userId") do nothing`.execute(tx);
    const row = await tx
      .selectFrom('notesOwners')
      .select('noteCount')
      .where('userId', '=', ownerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return Number(row.noteCount);
  }
  const row = await tx.selectFrom('notesOwners').select('noteCount').where('userId', '=', ownerId).executeTakeFirst();
  if (row) return Number(row.noteCount);
  // A new slot after every slot ever given: one whose owner is gone may still have entries.
  await sql`insert into "notesOwners" ("userId", "noteCount", "searchSlot", "lastSearchKey")
    select ${ownerId}, 0, slot, slot * ${SLOT_SIZE_SQL} from (select max(
      coalesce((select max("searchSlot") from "notesOwners"), 0),
      coalesce((select rowid from "notesSearch" order by rowid desc limit 1), 0) / ${SLOT_SIZE_SQL}
    ) + 1 as slot)`.execute(tx);
  return 0;
}

/** Adds to (or takes from) the owner's note count; the row exists (lockNotesOwner made it). */
export async function countNotesOwned(tx: Db, ownerId: string, change: number): Promise<void> {
  if (change === 0) return;
  await tx
    .updateTable('notesOwners')
    .set((eb) => ({ noteCount: eb('noteCount', '+', change) }))
    .where('userId', '=', ownerId)
    .execute();
}

/** Sets the owner's count, and each of their collections', from their notes (bulk loads: the notes seed, an import). */
export async function recountNotesOwned(tx: Db, dialect: Dialect, ownerId: string): Promise<void> {
  await lockNotesOwner(tx, dialect, ownerId);
  await recountCollections(tx, ownerId);
  await tx
    .updateTable('notesOwners')
    .set((eb) => ({
      noteCount: eb.selectFrom('notes').select(eb.fn.countAll<number>().as('count')).where('userId', '=', ownerId),
    }))
    .where('userId', '=', ownerId)
    .execute();
}

/** The next `count` search keys of the owner, the first of them answered (SQLite). */
export async function takeSearchKeys(tx: Db, dialect: Dialect, ownerId: string, count: number): Promise<number> {
  await lockNotesOwner(tx, dialect, ownerId);
  const row = await tx
    .updateTable('notesOwners')
    .set((eb) => ({ lastSearchKey: eb('lastSearchKey', '+', count) }))
    .where('userId', '=', ownerId)
    .returning('lastSearchKey')
    .executeTakeFirstOrThrow();
  return Number(row.lastSearchKey) - count + 1;
}

/** The range of search keys of a person's notes, `[from, to)`, or undefined when they own none. */
export async function searchRangeOf(
  db: Db,
  ownerId: string | Expression<string>,
): Promise<{ from: number; to: number } | undefined> {
  const row = await db.selectFrom('notesOwners').select('searchSlot').where('userId', '=', ownerId).executeTakeFirst();
  if (row?.searchSlot === null || row?.searchSlot === undefined) return undefined;
  const slot = Number(row.searchSlot);
  return { from: slot * SEARCH_SLOT_SIZE, to: (slot + 1) * SEARCH_SLOT_SIZE };
}
