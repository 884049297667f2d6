import type { GivenAnswer } from '@ordna/contract/notes';
import type { NotesTable } from './notes.tables';

/** A note as the stores answer it, and the columns it is read from (notes.store.ts, notes-list.store.ts). */

/** A note as its columns hold it: the answers as JSON text. */
export type NoteColumns = Omit<NotesTable, 'searchKey'>;

/** A note with its answers read. */
export type NoteRow = Omit<NoteColumns, 'answers'> & { answers: GivenAnswer[] | null };

export const COLUMNS = [
  'notes.id',
  'notes.userId',
  'notes.notesCollectionId',
  'notes.name',
  'notes.body',
  'notes.effectiveDate',
  'notes.displayInList',
  'notes.answersFor',
  'notes.answers',
  'notes.createdAt',
] as const;

export function rowOf(row: NoteColumns): NoteRow {
  return { ...row, answers: row.answers === null ? null : (JSON.parse(row.answers) as GivenAnswer[]) };
}
