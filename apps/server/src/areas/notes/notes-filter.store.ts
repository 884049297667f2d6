// The notes tables join Database by augmentation wherever this store is compiled from.
import type {} from './notes.tables';
import type { Expression } from 'kysely';
import type { Db, Dialect } from '../../db/database';
import type { NoteRow } from './note-row';
import { sharedThingIds } from '../sharing/public';
import { matchingNotes, type NotesQuery } from './note-search.store';

/**
 * A notes owner: their id, or the owner a collection's row names (`ownerOfCollection`), read in the
 * statement that uses it (a collection's page reads the reader's access in the same statement).
 */
export type NotesOwner = string | Expression<string>;

/** What a list of notes is narrowed to: an owner's notes or one collection of theirs, or all a person sees. */
export interface NotesFilter {
  scope: { ownerId: NotesOwner; notesCollectionId?: string } | { personId: string } | { sharedWith: string };
  /** The reader's context, when listing one. */
  context?: { personId: string; contextId: string };
  /** The key of a #tag the notes carry (note-tags.store.ts). */
  tag?: string;
  words: readonly string[];
  from?: string;
  to?: string;
}

/** A page of the notes that pass a filter, how many pass, and (when read with them) the reader's contexts of those notes. */
export type NotesPageRead = (
  db: Db,
  dialect: Dialect,
  filter: NotesFilter,
  page: { offset: number; limit: number },
  readerId: string,
) => Promise<{ rows: NoteRow[]; total: number; contexts?: Map<string, string[]> }>;

/**
 * The notes that pass a filter, as a query on `notes` to select from. `{ personId }` is the
 * person's own notes and those of collections shared with them (an OR no index serves: the
 * listings split it, notes-list.store.ts); `{ ownerId }` without a collection the owner's own
 * notes alone, `{ sharedWith }` the shared ones alone.
 */
export function filteredNotes(db: Db, filter: NotesFilter, dialect: Dialect = 'sqlite') {
  const { scope, context, tag, from, to } = filter;
  // An owner's notes with a tag are driven by the tag's rows, as a context's by its links.
  const owner = 'ownerId' in scope ? scope.ownerId : null;
  const byTag = tag !== undefined && filter.words.length === 0 && !context && owner !== null;
  let query =
    filter.words.length > 0
      ? matchingNotes(db, dialect, filter.words, scope)
      : context
        ? notesInContext(db, context)
        : byTag
          ? notesWithTag(db, owner!, tag)
          : db.selectFrom('notes');
  if ('ownerId' in scope) {
    query = query.where('notes.userId', '=', scope.ownerId);
    if (scope.notesCollectionId !== undefined) {
      query = query.where('notes.notesCollectionId', '=', scope.notesCollectionId);
    }
  } else if ('sharedWith' in scope) {
    query = query.where('notes.notesCollectionId', 'in', sharedThingIds(db, scope.sharedWith, 'notesCollection'));
  } else {
    query = query.where((eb) =>
      eb.or([
        eb('notes.userId', '=', scope.personId),
        eb('notes.notesCollectionId', 'in', sharedThingIds(db, scope.personId, 'notesCollection')),
      ]),
    );
  }
  if (context && filter.words.length > 0) {
    query = query.where('notes.id', 'in', (eb) =>
      eb
        .selectFrom('noteContextLinks')
        .select('noteId')
        .where('contextId', '=', context.contextId)
        .where('userId', '=', context.personId),
    );
  }
  if (tag !== undefined && !byTag) {
    // Each note found otherwise is looked up by its key (note id, tag).
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('noteTags')
          .select('noteTags.noteId')
          .whereRef('noteTags.noteId', '=', 'notes.id')
          .where('noteTags.tagKey', '=', tag),
      ),
    );
  }
  if (from) query = query.where('notes.effectiveDate', '>=', from);
  if (to) query = query.where('notes.effectiveDate', '<=', to);
  return query;
}

/** A collection's owner as its row names it, for `where notes.userId = …` (one lookup by its key). */
export function ownerOfCollection(db: Db, notesCollectionId: string): Expression<string> {
  return db
    .selectFrom('notesCollections')
    .select('notesCollections.userId')
    .where('notesCollections.id', '=', notesCollectionId)
    .$asScalar();
}

/**
 * A context's notes, driven by its links (a CROSS JOIN keeps SQLite from walking every note of
 * the person to probe the links): a context holds few notes of the many a person keeps.
 */
function notesInContext(db: Db, context: { personId: string; contextId: string }): NotesQuery<object> {
  const driven = db
    .selectFrom('noteContextLinks')
    .crossJoin('notes')
    .whereRef('notes.id', '=', 'noteContextLinks.noteId')
    .where('noteContextLinks.contextId', '=', context.contextId)
    .where('noteContextLinks.userId', '=', context.personId);
  // The links are there to narrow by, not to select from: the query reads as one on notes.
  return driven as unknown as NotesQuery<object>;
}

/** An owner's notes with a tag, driven by the tag's rows (`note_tags_by_owner`). */
function notesWithTag(db: Db, ownerId: NotesOwner, tagKey: string): NotesQuery<object> {
  const driven = db
    .selectFrom('noteTags')
    .crossJoin('notes')
    .whereRef('notes.id', '=', 'noteTags.noteId')
    .where('noteTags.userId', '=', ownerId)
    .where('noteTags.tagKey', '=', tagKey);
  // The tags are there to narrow by, not to select from: the query reads as one on notes.
  return driven as unknown as NotesQuery<object>;
}
