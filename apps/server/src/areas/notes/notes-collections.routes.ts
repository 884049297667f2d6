import { notesRefusals } from '@ordna/contract/notes/refusals';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { badRequest, conflict } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { newId } from '../../lib/ids';
import { tellAudience } from '../sharing/public';
import { collectionAnswerOf } from './note-shapes';
import { reachCollection } from './notes-access';
import { insertCollection, listVisibleCollections, notesCollectionContainer } from './notes-collections.store';
import { countNotesIn, deleteNotes, moveNotes } from './notes.store';
import { editedQuestions } from './question-answers';
import { saveQuestions } from './questions.service';
import { route } from '../../http/endpoint-route';
import { notesEndpoints } from '@ordna/contract/notes/endpoints';
import { namedContainer } from '../../http/named-containers';

/** /notes-collection: the person's collections (own and shared), one, and create, change, delete. */
export const notesCollectionRoutes: AreaRoutes = async (app, { db, dialect, clock, live }) => {
  const collections = namedContainer({ ...notesCollectionContainer, db, live });

  route(app, notesEndpoints.readCollection, async (request) => {
    const { userId } = signedInOf(request);
    const { notesCollectionId } = request.query;
    const visible = await listVisibleCollections(db, userId);
    if (notesCollectionId) {
      await reachCollection(db, userId, notesCollectionId, 'read');
      return ok(collectionAnswerOf(visible.find((row) => row.id === notesCollectionId)!));
    }
    return ok(visible.map(collectionAnswerOf));
  });

  route(app, notesEndpoints.createCollection, async (request, reply) => {
    const { userId } = signedInOf(request);
    const { name, questions = [] } = request.body;
    const row = {
      id: newId(),
      name,
      questions: questions.map((text) => ({ _id: newId(10), text })),
      createdAt: clock(),
    };
    await collections.create(
      { id: row.id, userId, name, createdAt: row.createdAt },
      { insert: (tx) => insertCollection(tx, userId, row) },
    );
    return reply.status(201).send(ok(collectionAnswerOf(row)));
  });

  route(app, notesEndpoints.changeCollection, async (request) => {
    const { userId } = signedInOf(request);
    const { notesCollectionId, name, questions: submitted, retroUpdateQuestions = false } = request.body;
    const { collection, ownerId } = await reachCollection(db, userId, notesCollectionId, 'change');
    const questions = submitted
      ? editedQuestions(collection.questions, submitted, () => newId(10))
      : collection.questions;
    if (!questions) throw badRequest(notesRefusals.questionNotFound);
    const newName = name ?? collection.name;
    await collections.change({ id: collection.id, ownerId }, newName, async () => {
      await saveQuestions(db, dialect, ownerId, collection.id, {
        name: newName,
        questions,
        retro: retroUpdateQuestions,
      });
    });
    const shared = (await listVisibleCollections(db, userId)).find((row) => row.id === collection.id);
    return ok(collectionAnswerOf({ ...collection, ...shared, name: newName, questions }));
  });

  route(app, notesEndpoints.deleteCollection, async (request) => {
    const { userId } = signedInOf(request);
    const { notesCollectionId, deleteNotes: alsoNotes = false, moveNotesTo } = request.query;
    const { collection } = await reachCollection(db, userId, notesCollectionId, 'own');
    if (moveNotesTo !== undefined) {
      if (moveNotesTo === collection.id) throw badRequest(notesRefusals.moveToSame);
      await reachCollection(db, userId, moveNotesTo, 'own');
    } else if (!alsoNotes && (await countNotesIn(db, userId, collection.id)) > 0) {
      throw conflict(notesRefusals.collectionNotEmpty);
    }
    await collections.remove({ id: collection.id, ownerId: userId }, async (tx) => {
      if (moveNotesTo !== undefined) await moveNotes(tx, userId, collection.id, moveNotesTo);
      else await deleteNotes(tx, dialect, userId, { notesCollectionId: collection.id });
    });
    if (moveNotesTo !== undefined) {
      tellAudience(db, live, 'notesCollection', moveNotesTo, {
        kind: 'notesCollection',
        id: moveNotesTo,
        action: 'changed',
      });
    }
    return ok(null);
  });
};
