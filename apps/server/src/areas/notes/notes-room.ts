import {
  ANSWER_MAX,
  NOTE_BODY_MAX,
  NOTE_NAME_MAX,
  NOTES_MAX,
  NOTES_TOTAL_MAX,
  QUESTION_MAX,
  QUESTIONS_MAX,
} from '@ordna/contract/notes/limits';
import { notesRefusals } from '@ordna/contract/notes/refusals';
import type { Db, Dialect } from '../../db/database';
import { badRequest } from '../../http/errors';
import { notesTextSize } from './notes.store';
import { lockNotesOwner } from './notes-owners.store';

/**
 * The most characters one note can hold: a written one, or one answering every question of a
 * collection ("### question", a blank line, the answer, a blank line between).
 */
const NOTE_TEXT_BOUND = NOTE_NAME_MAX + Math.max(NOTE_BODY_MAX, QUESTIONS_MAX * (QUESTION_MAX + ANSWER_MAX + 8));

/**
 * A note this long or longer has the owner's text summed before it is written. Reading every note
 * costs (half a second for 100,000 notes on a busy machine), so shorter notes are bounded by the
 * count alone: they can add at most NOTES_MAX × this to the total.
 */
export const NOTE_TEXT_CHECKED_FROM = 2_000;

/**
 * Refuses a note write that would take the owner past their bounds: NOTES_MAX notes, and for a
 * long note (NOTE_TEXT_CHECKED_FROM characters or more) NOTES_TOTAL_MAX characters of names and
 * bodies. Call it inside the write's transaction: on PostgreSQL the owner's note writes then wait
 * for each other (a lock held to the end of the transaction), so two at once cannot both take
 * the last room; SQLite runs one write transaction at a time anyway. The count is the one kept
 * beside the owner (notes-owners.store.ts), not counted anew. `replacing` is the note a change
 * rewrites, left out of the count.
 */
export async function requireNoteRoom(
  tx: Db,
  dialect: Dialect,
  ownerId: string,
  note: { name: string; body: string },
  replacing?: string,
): Promise<void> {
  const owned = await lockNotesOwner(tx, dialect, ownerId);
  const count = replacing === undefined ? owned : owned - 1;
  if (replacing === undefined && count >= NOTES_MAX) throw badRequest(notesRefusals.tooManyNotes);
  const adding = note.name.length + note.body.length;
  if (adding < NOTE_TEXT_CHECKED_FROM) return;
  // A person with too few notes to be near the total is spared the reading too.
  if (count * NOTE_TEXT_BOUND + adding <= NOTES_TOTAL_MAX) return;
  if ((await notesTextSize(tx, ownerId, replacing)) + adding > NOTES_TOTAL_MAX) {
    throw badRequest(notesRefusals.notesFull);
  }
}
