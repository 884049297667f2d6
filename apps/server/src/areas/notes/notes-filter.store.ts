// The notes tables join Database by augmentation wherever this store is compiled from.
import type {} from './notes.tables';
import type { Db, Dialect } from '../../db/database';
import { sharedThingIds } from '../sharing/public';
import { matchingNotes } from './note-search.store';

/** What a list of notes is narrowed to: one collection (as its owner), or all a person sees. */
export interface NotesFilter {
  scope:
    | { ownerId: string; notesCollectionId: string }
    | { personId: string }
    | { ownerId: string; notesCollectionId?: undefined }
    | { sharedWith: string };
  /** The reader's context, when listing one. */
  context?: { personId: string; contextId: string };
  words: readonly string[];
  from?: string;
  to?: string;
}

/**
 * The notes that pass a filter, as a query on `notes` to select from. `{ personId }` is the
 * person's own notes and those of collections shared with them (an OR no index serves: the
 * listings split it, notes-list.store.ts); `{ ownerId }` without a collection the owner's own
 * notes alone, `{ sharedWith }` the shared ones alone.
 */
export function filteredNotes(db: Db, filter: NotesFilter, dialect: Dialect = 'sqlite') {
  let query = filter.words.length > 0 ? matchingNotes(db, dialect, filter.words) : db.selectFrom('notes');
  const { scope, context, from, to } = filter;
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
  if (context) {
    query = query.where('notes.id', 'in', (eb) =>
      eb
        .selectFrom('noteContextLinks')
        .select('noteId')
        .where('contextId', '=', context.contextId)
        .where('userId', '=', context.personId),
    );
  }
  if (from) query = query.where('notes.effectiveDate', '>=', from);
  if (to) query = query.where('notes.effectiveDate', '<=', to);
  return query;
}
