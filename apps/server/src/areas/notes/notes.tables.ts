import type { Generated } from 'kysely';

/**
 * The notes area's tables (docs/architecture.md, "The kernel"). Names of collections and
 * contexts are unique per person, ignoring case through `nameKey`; instants are epoch ms.
 */
export interface NotesCollectionsTable {
  id: string;
  userId: string;
  name: string;
  nameKey: string;
  /** JSON: the questions in order, `[{_id, text}]`. */
  questions: string;
  createdAt: number;
  /** How many notes it holds, kept by every note write (collection-note-counts.store.ts). */
  noteCount: Generated<number>;
}

export interface NotesTable {
  id: string;
  userId: string;
  notesCollectionId: string;
  name: string;
  body: string;
  effectiveDate: string;
  /** 0 or 1: show the body in the collection's list. */
  displayInList: number;
  /** The date whose questions the note answers, or null for a note written freely. */
  answersFor: string | null;
  /** JSON: `[{questionId, question, answer}]` of an answers note, else null. */
  answers: string | null;
  /** SQLite: the note's rowid in `notesSearch`; null on PostgreSQL (it has `searchVector`). */
  searchKey: number | null;
  createdAt: number;
}

export interface NoteContextsTable {
  id: string;
  userId: string;
  name: string;
  nameKey: string;
  createdAt: number;
}

export interface NoteContextLinksTable {
  userId: string;
  contextId: string;
  noteId: string;
}

/** A note's #tag (migration 0022, note-tags.store.ts): its owner, the key it matches by, as written. */
export interface NoteTagsTable {
  userId: string;
  noteId: string;
  tagKey: string;
  tag: string;
  /** The note's `createdAt`: a tag shows as the oldest note wrote it. */
  createdAt: number;
}

/** Per owner of notes (migration 0021, notes-owners.store.ts). */
export interface NotesOwnersTable {
  userId: string;
  noteCount: number;
  /** SQLite: the owner's range of search keys (slot × 2³²); null on PostgreSQL. */
  searchSlot: number | null;
  /** SQLite: the last search key given to the owner's notes; null on PostgreSQL. */
  lastSearchKey: number | null;
}

/** SQLite only: the FTS5 table, kept in step by the notes store (note-search.sqlite.store.ts). */
export interface NotesSearchTable {
  rowid: number;
  name: string;
  body: string;
}

export interface NotesTables {
  notesCollections: NotesCollectionsTable;
  notes: NotesTable;
  noteContexts: NoteContextsTable;
  noteContextLinks: NoteContextLinksTable;
  notesSearch: NotesSearchTable;
  notesOwners: NotesOwnersTable;
  noteTags: NoteTagsTable;
}

declare module '../../db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the tables by augmentation
  interface Database extends NotesTables {}
}
