import { notesRefusals } from '@ordna/contract/notes/refusals';
import type { Db } from '../../db/database';
import { requireAccess, requireReadAccess, type Need } from '../sharing/public';
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
