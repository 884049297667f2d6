// The notes tables join Database by augmentation wherever this store is compiled from.
import type {} from './notes.tables';
import type { Db, Dialect } from '../../db/database';

/**
 * Each notes collection's kept count of its notes (`notesCollections.noteCount`, migration 0028),
 * changed by every note write in its transaction, so a collection's page reads its count instead
 * of counting 10,000 index entries (#23). Counts go up or down by the rows a write changed;
 * several collections change in id order, so two writes never wait on each other's rows.
 */

/** Adds each change to its collection's count (call it in the write's transaction). */
export async function countNotesInCollections(tx: Db, changes: ReadonlyMap<string, number>): Promise<void> {
  for (const [collectionId, change] of [...changes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    // The change is bound, so every change is one statement (prepared once); better-sqlite3 binds it
    // as a REAL, which the column's integer affinity stores whole.
    if (change !== 0) {
      await tx
        .updateTable('notesCollections')
        .set((eb) => ({ noteCount: eb('noteCount', '+', change) }))
        .where('id', '=', collectionId)
        .execute();
    }
  }
}

/**
 * The collection a note is in now, its row locked to the end of the transaction on PostgreSQL
 * (a note about to move: a move at the same time waits, then sees where this one put it).
 */
export async function collectionOfNoteLocked(tx: Db, dialect: Dialect, noteId: string): Promise<string | undefined> {
  const query = tx.selectFrom('notes').select('notesCollectionId').where('id', '=', noteId);
  const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  return row?.notesCollectionId;
}

/** Sets the counts of an owner's collections from their notes (bulk loads: the notes seed, an import). */
export async function recountCollections(tx: Db, ownerId: string): Promise<void> {
  await tx
    .updateTable('notesCollections')
    .set((eb) => ({
      noteCount: eb
        .selectFrom('notes')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('notes.notesCollectionId', '=', 'notesCollections.id'),
    }))
    .where('userId', '=', ownerId)
    .execute();
}
