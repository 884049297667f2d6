import { NOTES_PAGE_SIZE } from '@ordna/contract/notes';
import { notesRefusals } from '@ordna/contract/notes/refusals';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { inTransaction } from '../../db/transaction';
import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import { tellAudience } from '../sharing/public';
import { contextsOfNotes, countOwnContexts, findContext, setNoteContexts } from './note-contexts.store';
import { searchWords } from './note-search-words';
import { listItemOf, noteAnswerOf } from './note-shapes';
import { collectionPage, reachCollection, reachNote } from './notes-access';
import { requireNoteRoom } from './notes-room';
import { deleteNotes, insertNote, notesPage, updateNote, type NotesFilter } from './notes.store';
import { ownerOfCollection } from './notes-filter.store';
import { route } from '../../http/endpoint-route';
import { notesEndpoints } from '@ordna/contract/notes/endpoints';

/** Refuses contexts that are not the person's own (404, as any id of another person's). */
async function requireOwnContexts(db: Db, personId: string, contextIds: readonly string[] | undefined) {
  if (contextIds && (await countOwnContexts(db, personId, contextIds)) !== contextIds.length) {
    throw notFound(notesRefusals.contextNotFound);
  }
}

/** /note: one note, a page of a collection, a context or a search, and write, change, delete. */
export const noteRoutes: AreaRoutes = async (app, { db, dialect, clock, live }) => {
  route(app, notesEndpoints.readNote, async (request) => {
    const { userId } = signedInOf(request);
    const { noteId, notesCollectionId, contextId, tag, text, from, to, pageNumber } = request.query;
    if (noteId) {
      const { note } = await reachNote(db, userId, noteId, 'read');
      return ok(noteAnswerOf(note, (await contextsOfNotes(db, userId, [note.id])).get(note.id) ?? []));
    }
    const words = searchWords(text);
    // A collection's page without words or a context reads the person's access to it in the same statement.
    const folded = notesCollectionId !== undefined && words.length === 0 && !contextId;
    const scope: NotesFilter['scope'] = !notesCollectionId
      ? { personId: userId }
      : {
          ownerId: folded
            ? ownerOfCollection(db, notesCollectionId)
            : (await reachCollection(db, userId, notesCollectionId, 'read')).ownerId,
          notesCollectionId,
        };
    if (contextId && !(await findContext(db, userId, contextId))) throw notFound(notesRefusals.contextNotFound);
    const filter: NotesFilter = {
      scope,
      words,
      ...(contextId && { context: { personId: userId, contextId } }),
      ...(tag !== undefined && { tag }),
      ...(from && { from }),
      ...(to && { to }),
    };
    const page = { offset: (pageNumber - 1) * NOTES_PAGE_SIZE, limit: NOTES_PAGE_SIZE };
    const { rows, total, ...read } = folded
      ? await collectionPage(db, dialect, filter, page, userId, notesCollectionId)
      : await notesPage(db, dialect, filter, page, userId);
    const contexts =
      read.contexts ??
      (await contextsOfNotes(
        db,
        userId,
        rows.map((row) => row.id),
      ));
    return ok({
      notes: rows.map((row) => listItemOf(row, contexts.get(row.id) ?? [], words)),
      pageNumber,
      totalPages: Math.ceil(total / NOTES_PAGE_SIZE),
    });
  });

  route(app, notesEndpoints.createNote, async (request, reply) => {
    const { userId } = signedInOf(request);
    const { notesCollectionId, name, body, effectiveDate, contextIds = [], displayInList = false } = request.body;
    const { ownerId } = await reachCollection(db, userId, notesCollectionId, 'change');
    await requireOwnContexts(db, userId, contextIds);
    const note = {
      id: newId(),
      userId: ownerId,
      notesCollectionId,
      name,
      body,
      effectiveDate,
      displayInList: displayInList ? 1 : 0,
      answersFor: null,
      answers: null,
      createdAt: clock(),
    };
    await inTransaction(db, async (tx) => {
      await requireNoteRoom(tx, dialect, ownerId, note);
      await insertNote(tx, dialect, note);
      await setNoteContexts(tx, userId, note.id, contextIds);
    });
    tellAudience(db, live, 'notesCollection', notesCollectionId, { kind: 'note', id: note.id, action: 'created' });
    return reply.status(201).send(ok(noteAnswerOf(note, contextIds)));
  });

  route(app, notesEndpoints.changeNote, async (request) => {
    const { userId } = signedInOf(request);
    const { noteId, notesCollectionId, contextIds, displayInList, ...fields } = request.body;
    const { note, ownerId } = await reachNote(db, userId, noteId, 'change');
    const moving = notesCollectionId !== undefined && notesCollectionId !== note.notesCollectionId;
    if (moving) {
      const target = await reachCollection(db, userId, notesCollectionId, 'change');
      // Moves stay within one owner's things (docs/architecture.md, "Sharing").
      if (target.ownerId !== ownerId) throw notFound(notesRefusals.collectionNotFound);
    }
    const rewrites = fields.body !== undefined || fields.effectiveDate !== undefined || moving;
    if (note.answersFor !== null && rewrites) throw badRequest(notesRefusals.notAnswerNote);
    await requireOwnContexts(db, userId, contextIds);
    const change = {
      ...fields,
      ...(moving && { notesCollectionId }),
      ...(displayInList !== undefined && { displayInList: displayInList ? 1 : 0 }),
    };
    await inTransaction(db, async (tx) => {
      if (fields.name !== undefined || fields.body !== undefined) {
        const text = { name: fields.name ?? note.name, body: fields.body ?? note.body };
        await requireNoteRoom(tx, dialect, ownerId, text, note.id);
      }
      if (Object.keys(change).length > 0) await updateNote(tx, dialect, ownerId, note.id, change);
      if (contextIds) await setNoteContexts(tx, userId, note.id, contextIds);
    });
    const event = { kind: 'note', id: note.id, action: 'changed' } as const;
    tellAudience(db, live, 'notesCollection', note.notesCollectionId, event);
    if (moving) tellAudience(db, live, 'notesCollection', notesCollectionId, event);
    const saved = { ...note, ...change };
    const contexts = contextIds ?? (await contextsOfNotes(db, userId, [note.id])).get(note.id) ?? [];
    return ok(noteAnswerOf(saved, contexts));
  });

  route(app, notesEndpoints.deleteNote, async (request) => {
    const { userId } = signedInOf(request);
    const { note, ownerId } = await reachNote(db, userId, request.query.noteId, 'change');
    await inTransaction(db, (tx) => deleteNotes(tx, dialect, ownerId, { noteId: note.id }));
    tellAudience(db, live, 'notesCollection', note.notesCollectionId, {
      kind: 'note',
      id: note.id,
      action: 'deleted',
    });
    return ok(null);
  });
};
