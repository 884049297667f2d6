import type { Question } from '@ordna/contract/notes';
import type { Db, Dialect } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { updateCollection } from './notes-collections.store';
import { listAnswerNotes, updateNote } from './notes.store';
import { bodyOfAnswers, retroAnswers } from './question-answers';

/**
 * Saves a collection's name and questions; with `retro`, every past answers note is rewritten
 * in the same transaction to the new wording and order, so either all of them follow the new
 * questions or none do. A collection holds at most one answers note a day, so this is bounded
 * by the days it has been answered on.
 */
export async function saveQuestions(
  db: Db,
  dialect: Dialect,
  ownerId: string,
  notesCollectionId: string,
  change: { name: string; questions: Question[]; retro: boolean },
): Promise<number> {
  return inTransaction(db, async (tx) => {
    await updateCollection(tx, ownerId, notesCollectionId, change);
    if (!change.retro) return 0;
    let rewritten = 0;
    for (const note of await listAnswerNotes(tx, ownerId, notesCollectionId)) {
      const answers = retroAnswers(note.answers ?? [], change.questions);
      if (JSON.stringify(answers) === JSON.stringify(note.answers)) continue;
      await updateNote(tx, dialect, ownerId, note.id, { answers, body: bodyOfAnswers(answers) });
      rewritten++;
    }
    return rewritten;
  });
}
