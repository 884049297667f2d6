import { NOTES_COLLECTIONS_MAX } from '@ordna/contract/notes';
import { notesRefusals } from '@ordna/contract/notes/refusals';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { badRequest, conflict } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../lib/ids';
import { audienceOf, forgetShares, tellAudience } from '../sharing/public';
import { collectionAnswerOf } from './note-shapes';
import { reachCollection } from './notes-access';
import {
  countCollections,
  deleteCollection,
  findCollectionByName,
  insertCollection,
  listVisibleCollections,
} from './notes-collections.store';
import { countNotesIn, deleteNotes, moveNotes } from './notes.store';
import { editedQuestions } from './question-answers';
import { saveQuestions } from './questions.service';
import { route } from '../../http/endpoint-route';
import { notesEndpoints } from '@ordna/contract/notes/endpoints';
import { refuseDuplicateName, refuseTakenName } from '../../http/named-containers';

const duplicateName = refuseDuplicateName(notesRefusals.duplicateCollection);

/** /notes-collection: the person's collections (own and shared), one, and create, change, delete. */
export const notesCollectionRoutes: AreaRoutes = async (app, { db, dialect, clock, live }) => {
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
    if (await findCollectionByName(db, userId, name)) throw conflict(notesRefusals.duplicateCollection);
    if ((await countCollections(db, userId)) >= NOTES_COLLECTIONS_MAX) {
      throw conflict(notesRefusals.tooManyCollections);
    }
    const row = {
      id: newId(),
      name,
      questions: questions.map((text) => ({ _id: newId(10), text })),
      createdAt: clock(),
    };
    await insertCollection(db, userId, row).catch(duplicateName);
    live.publish({ kind: 'notesCollection', id: row.id, action: 'created' }, [userId]);
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
    const same = await findCollectionByName(db, ownerId, newName);
    refuseTakenName(same, collection.id, notesRefusals.duplicateCollection);
    await saveQuestions(db, dialect, ownerId, collection.id, {
      name: newName,
      questions,
      retro: retroUpdateQuestions,
    }).catch(duplicateName);
    tellAudience(db, live, 'notesCollection', collection.id, {
      kind: 'notesCollection',
      id: collection.id,
      action: 'changed',
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
    // Read before the shares go with the collection: the people it was shared with hear it went.
    const audience = await audienceOf(db, 'notesCollection', collection.id);
    await inTransaction(db, async (tx) => {
      if (moveNotesTo !== undefined) await moveNotes(tx, userId, collection.id, moveNotesTo);
      else await deleteNotes(tx, dialect, userId, { notesCollectionId: collection.id });
      await deleteCollection(tx, userId, collection.id);
      await forgetShares(tx, 'notesCollection', collection.id);
    });
    live.publish({ kind: 'notesCollection', id: collection.id, action: 'deleted' }, audience);
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
