import type { GivenAnswer } from '@ordna/contract/notes';

/** A note as the stores answer it, and the columns it is read from (notes.store.ts, notes-list.store.ts). */

export interface NoteRow {
  id: string;
  userId: string;
  notesCollectionId: string;
  name: string;
  body: string;
  effectiveDate: string;
  displayInList: number;
  answersFor: string | null;
  answers: GivenAnswer[] | null;
  createdAt: number;
}

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

/** A note as its columns hold it: the answers as JSON text. */
export type NoteColumns = Omit<NoteRow, 'answers'> & { answers: string | null };

export function rowOf(row: NoteColumns): NoteRow {
  return { ...row, answers: row.answers === null ? null : (JSON.parse(row.answers) as GivenAnswer[]) };
}
