import { notesRefusals } from '@ordna/contract/notes/refusals';
import type { ShareRole } from '@ordna/contract/sharing';
import type { Db, Dialect } from '../../db/database';
import type { NotesFilter } from './notes-filter.store';
import { listedPage, type AlsoColumns } from './notes-list.store';
import { requireAccess, requireReadAccess, roleOf, type Need } from '../sharing/public';
import { findCollectionWithRole } from './notes-collections.store';
import { findAnyNote } from './notes.store';

/**
 * A notes collection is the thing that is shared; its notes follow it and carry its owner's
 * userId, whoever writes them (docs/architecture.md, "Sharing"). Each finder asks the sharing
 * policy (404 when the person cannot see it, 400 when they may only view) and answers the owner
 * whose rows the stores then read and write.
 */

/** The collection and the person's role on it are one statement (findCollectionWithRole). */
export async function reachCollection(db: Db, personId: string, notesCollectionId: string, need: Need) {
  const row = await findCollectionWithRole(db, personId, notesCollectionId);
  const owned = row && { id: row.id, ownerId: row.userId, role: row.role ?? null };
  const access = requireReadAccess(personId, owned, need, notesRefusals.collectionNotFound);
  const { userId, role: _role, ...collection } = row!;
  return { collection, ownerId: userId, access };
}

export async function reachNote(db: Db, personId: string, noteId: string, need: Need) {
  const row = await findAnyNote(db, noteId);
  const owned = row && { id: row.notesCollectionId, ownerId: row.userId };
  const access = await requireAccess(db, personId, 'notesCollection', owned, need, notesRefusals.noteNotFound);
  return { note: row!, ownerId: row!.userId, access };
}

/** The collection's owner and the reader's role on it, read in the page's statement. */
export const collectionSeen: AlsoColumns = {
  key: 'collection owner and role',
  columns: (db, filter, readerId) => {
    const { notesCollectionId } = filter.scope as { notesCollectionId: string };
    const ofCollection = () => db.selectFrom('notesCollections').where('notesCollections.id', '=', notesCollectionId);
    return [
      ofCollection().select('notesCollections.userId').as('collectionOwner'),
      ofCollection()
        .select(roleOf(db, readerId, 'notesCollection', 'notesCollections.id'))
        .as('collectionRole'),
    ];
  },
};

/**
 * A page of one collection's notes the person may read (a filter without words whose owner is
 * `ownerOfCollection`): the collection's owner, their role on it and the page in one statement,
 * then the same refusal as `reachCollection`.
 */
export async function collectionPage(
  db: Db,
  dialect: Dialect,
  filter: NotesFilter,
  page: { offset: number; limit: number },
  personId: string,
  notesCollectionId: string,
) {
  const read = await listedPage(db, dialect, filter, page, personId, collectionSeen);
  const { collectionOwner, collectionRole } = read.also as {
    collectionOwner: string | null;
    collectionRole: ShareRole | null;
  };
  const owned =
    collectionOwner === null ? undefined : { id: notesCollectionId, ownerId: collectionOwner, role: collectionRole };
  requireReadAccess(personId, owned, 'read', notesRefusals.collectionNotFound);
  return read;
}
