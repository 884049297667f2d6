import { sql } from 'kysely';
import { NOTES_MAX, NOTES_TOTAL_MAX } from '@ordna/contract/notes-limits';
import { notesRefusals } from '@ordna/contract/notes-refusals';
import type { Db, Dialect } from '../../db/database';
import { badRequest } from '../../http/errors';
import { notesSize } from './notes.store';

/**
 * Refuses a note write that would take the owner past their bounds (NOTES_MAX notes,
 * NOTES_TOTAL_MAX characters of names and bodies). Call it inside the write's transaction: on
 * PostgreSQL the owner's note writes then wait for each other (a lock held to the end of the
 * transaction), so two at once cannot both take the last room; SQLite runs one write
 * transaction at a time anyway. `replacing` is the note a change rewrites, left out of the count.
 */
export async function requireNoteRoom(
  tx: Db,
  dialect: Dialect,
  ownerId: string,
  note: { name: string; body: string },
  replacing?: string,
): Promise<void> {
  if (dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock(hashtext(${`ordna.notes:${ownerId}`}))`.execute(tx);
  }
  const { count, size } = await notesSize(tx, ownerId, replacing);
  if (replacing === undefined && count >= NOTES_MAX) throw badRequest(notesRefusals.tooManyNotes);
  if (size + note.name.length + note.body.length > NOTES_TOTAL_MAX) throw badRequest(notesRefusals.notesFull);
}
