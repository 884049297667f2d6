import type { GivenAnswer } from '@ordna/contract/notes';
import { COLUMNS, rowOf, type NoteRow } from './note-row';
// The notes tables join Database by augmentation wherever this store is compiled from.
import type {} from './notes.tables';
import type { Db, Dialect } from '../../db/database';
import { forgetNotes, indexNote } from './note-search.store';
import { searchedPage } from './note-search-page.store';
import type { NotesPageRead } from './notes-filter.store';
import { listedPage } from './notes-list.store';
import { countNotesOwned } from './notes-owners.store';
import { collectionOfNoteLocked, countNotesInCollections } from './collection-note-counts.store';
import { forgetNoteTags, tagNote } from './note-tags.store';

export type { NotesFilter } from './notes-filter.store';
export type { NoteRow } from './note-row';

/**
 * Notes: rows, undefined or counts; the routes decide refusals. Every write keeps the note's
 * search entry and #tags in step in the same transaction (note-search.store.ts,
 * note-tags.store.ts), so open it with `inTransaction`.
 */

/** A note by id with its owner, whoever that is (the caller asks sharing). */
export async function findAnyNote(db: Db, noteId: string): Promise<NoteRow | undefined> {
  const row = await db.selectFrom('notes').select(COLUMNS).where('id', '=', noteId).executeTakeFirst();
  return row && rowOf(row);
}

/** The note that answers a collection's questions on a date, if any. */
export async function findAnswerNote(db: Db, ownerId: string, notesCollectionId: string, date: string) {
  const row = await db
    .selectFrom('notes')
    .select(COLUMNS)
    .where('userId', '=', ownerId)
    .where('notesCollectionId', '=', notesCollectionId)
    .where('answersFor', '=', date)
    .executeTakeFirst();
  return row && rowOf(row);
}

/** Every note that answers a collection's questions, oldest first. */
export async function listAnswerNotes(db: Db, ownerId: string, notesCollectionId: string): Promise<NoteRow[]> {
  const rows = await db
    .selectFrom('notes')
    .select(COLUMNS)
    .where('userId', '=', ownerId)
    .where('notesCollectionId', '=', notesCollectionId)
    .where('answersFor', 'is not', null)
    .orderBy('answersFor')
    .execute();
  return rows.map(rowOf);
}

export type NoteWrite = Omit<NoteRow, 'answers'> & { answers: GivenAnswer[] | null };

export async function insertNote(tx: Db, dialect: Dialect, note: NoteWrite): Promise<void> {
  await tx
    .insertInto('notes')
    .values({ ...note, answers: note.answers && JSON.stringify(note.answers), searchKey: null })
    .execute();
  await indexNote(tx, dialect, note);
  await tagNote(tx, note);
  await countNotesOwned(tx, note.userId, 1);
  await countNotesInCollections(tx, new Map([[note.notesCollectionId, 1]]));
}

export async function updateNote(
  tx: Db,
  dialect: Dialect,
  ownerId: string,
  noteId: string,
  change: Partial<Omit<NoteWrite, 'id' | 'userId' | 'createdAt'>>,
): Promise<void> {
  const { answers, ...plain } = change;
  const movedFrom = plain.notesCollectionId && (await collectionOfNoteLocked(tx, dialect, noteId));
  await tx
    .updateTable('notes')
    .set({ ...plain, ...(answers !== undefined && { answers: answers && JSON.stringify(answers) }) })
    .where('userId', '=', ownerId)
    .where('id', '=', noteId)
    .execute();
  if (movedFrom && plain.notesCollectionId && movedFrom !== plain.notesCollectionId) {
    await countNotesInCollections(
      tx,
      new Map([
        [movedFrom, -1],
        [plain.notesCollectionId, 1],
      ]),
    );
  }
  if (change.name !== undefined || change.body !== undefined) {
    const row = await tx
      .selectFrom('notes')
      .select(['id', 'userId', 'name', 'body', 'createdAt'])
      .where('id', '=', noteId)
      .executeTakeFirst();
    if (row) await indexNote(tx, dialect, row);
    if (row && change.body !== undefined) await tagNote(tx, { ...row, createdAt: Number(row.createdAt) });
  }
}

/** Deletes notes (one, or a whole collection's) with their search entries, tags and context links. */
export async function deleteNotes(
  tx: Db,
  dialect: Dialect,
  ownerId: string,
  which: { noteId: string } | { notesCollectionId: string },
): Promise<void> {
  const base = tx.selectFrom('notes').where('userId', '=', ownerId);
  const scoped =
    'noteId' in which
      ? base.where('id', '=', which.noteId)
      : base.where('notesCollectionId', '=', which.notesCollectionId);
  const rows = await scoped.select(['id', 'searchKey']).execute();
  await forgetNotes(
    tx,
    dialect,
    rows.map((row) => row.searchKey),
  );
  await countNotesOwned(tx, ownerId, -rows.length);
  const ids = rows.map((row) => row.id);
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    await tx.deleteFrom('noteContextLinks').where('noteId', 'in', chunk).execute();
    await forgetNoteTags(tx, ownerId, chunk);
    const deleted = await tx
      .deleteFrom('notes')
      .where('userId', '=', ownerId)
      .where('id', 'in', chunk)
      .returning('notesCollectionId')
      .execute();
    const changes = new Map<string, number>();
    for (const { notesCollectionId } of deleted)
      changes.set(notesCollectionId, (changes.get(notesCollectionId) ?? 0) - 1);
    await countNotesInCollections(tx, changes);
  }
}

/** Moves a collection's notes into another; they stop answering questions (those were the old collection's). */
export async function moveNotes(tx: Db, ownerId: string, from: string, to: string): Promise<void> {
  const moved = await tx
    .updateTable('notes')
    .set({ notesCollectionId: to, answersFor: null, answers: null })
    .where('userId', '=', ownerId)
    .where('notesCollectionId', '=', from)
    .executeTakeFirst();
  const count = Number(moved.numUpdatedRows);
  await countNotesInCollections(
    tx,
    new Map([
      [from, -count],
      [to, count],
    ]),
  );
}

export async function countNotesIn(db: Db, ownerId: string, notesCollectionId: string): Promise<number> {
  const row = await db
    .selectFrom('notes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', ownerId)
    .where('notesCollectionId', '=', notesCollectionId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * One page of the notes that pass the filter (best match first with words, else newest), and how
 * many pass. The page's ids are found first, from the indexes alone, and only those notes are read
 * whole, so a deep page or a wide search never sorts bodies. A listing without words comes in one
 * statement with the reader's contexts of its notes (notes-list.store.ts), a search on SQLite in
 * one or two (note-search-page.store.ts); on PostgreSQL a search's contexts the caller reads.
 */
export const notesPage: NotesPageRead = (db, dialect, filter, page, readerId) =>
  filter.words.length > 0
    ? searchedPage(db, dialect, filter, page, readerId)
    : listedPage(db, dialect, filter, page, readerId);

/** The characters of a person's notes' names and bodies together, one note left out (reads every note). */
export async function notesTextSize(db: Db, ownerId: string, exceptId?: string): Promise<number> {
  let query = db
    .selectFrom('notes')
    .select((eb) =>
      eb.fn
        .coalesce(
          eb.fn.sum<number>(eb(eb.fn<number>('length', ['name']), '+', eb.fn<number>('length', ['body']))),
          eb.lit(0),
        )
        .as('size'),
    )
    .where('userId', '=', ownerId);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return Number((await query.executeTakeFirst())?.size ?? 0);
}
