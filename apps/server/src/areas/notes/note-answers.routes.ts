import { notesRefusals } from '@ordna/contract/notes/refusals';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../lib/ids';
import { tellAudience } from '../sharing/public';
import { contextsOfNotes } from './note-contexts.store';
import { noteAnswerOf } from './note-shapes';
import { reachCollection } from './notes-access';
import { requireNoteRoom } from './notes-room';
import { findAnswerNote, insertNote, updateNote, type NoteRow } from './notes.store';
import { answersFor, bodyOfAnswers } from './question-answers';
import { route } from '../../http/endpoint-route';
import { notesEndpoints } from '@ordna/contract/notes/endpoints';

/**
 * /note-answers: "Answer questions" for a date. The answers are one note of the collection with
 * that effective date; answering again rewrites the same note.
 */
export const noteAnswerRoutes: AreaRoutes = async (app, { db, dialect, clock, live }) => {
  route(app, notesEndpoints.readAnswers, async (request) => {
    const { userId } = signedInOf(request);
    const { notesCollectionId, date } = request.query;
    const { collection, ownerId } = await reachCollection(db, userId, notesCollectionId, 'read');
    const note = await findAnswerNote(db, ownerId, collection.id, date);
    const contexts = note ? ((await contextsOfNotes(db, userId, [note.id])).get(note.id) ?? []) : [];
    return ok({
      notesCollectionId: collection.id,
      date,
      questions: collection.questions,
      note: note ? noteAnswerOf(note, contexts) : null,
    });
  });

  route(app, notesEndpoints.changeAnswers, async (request) => {
    const { userId } = signedInOf(request);
    const { notesCollectionId, date, answers: given = [] } = request.body;
    const { collection, ownerId } = await reachCollection(db, userId, notesCollectionId, 'change');
    const known = new Set(collection.questions.map((question) => question._id));
    if (given.some((answer) => !known.has(answer.questionId))) throw badRequest(notesRefusals.questionNotFound);
    const answers = answersFor(collection.questions, given);
    const body = bodyOfAnswers(answers);
    const saved = await inTransaction(db, async (tx): Promise<NoteRow> => {
      const existing = await findAnswerNote(tx, ownerId, collection.id, date);
      await requireNoteRoom(tx, dialect, ownerId, { name: existing?.name ?? date, body }, existing?.id);
      if (existing) {
        await updateNote(tx, dialect, ownerId, existing.id, { answers, body });
        return { ...existing, answers, body };
      }
      const note = {
        id: newId(),
        userId: ownerId,
        notesCollectionId: collection.id,
        name: date,
        body,
        effectiveDate: date,
        displayInList: 1,
        answersFor: date,
        answers,
        createdAt: clock(),
      };
      await insertNote(tx, dialect, note);
      return note;
    });
    tellAudience(db, live, 'notesCollection', collection.id, { kind: 'note', id: saved.id, action: 'changed' });
    const contexts = (await contextsOfNotes(db, userId, [saved.id])).get(saved.id) ?? [];
    return ok({
      notesCollectionId: collection.id,
      date,
      questions: collection.questions,
      note: noteAnswerOf(saved, contexts),
    });
  });
};
