import { NOTE_CONTEXTS_MAX } from '@ordna/contract/notes';
import { notesRefusals } from '@ordna/contract/notes/refusals';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../lib/ids';
import {
  countContexts,
  deleteContext,
  findContext,
  findContextByName,
  insertContext,
  listContexts,
  renameContext,
} from './note-contexts.store';
import { route } from '../../http/endpoint-route';
import { notesEndpoints } from '@ordna/contract/notes/endpoints';
import { checkNewContainer, refuseDuplicateName, refuseTakenName } from '../../http/named-containers';

const duplicateName = refuseDuplicateName(notesRefusals.duplicateContext);

/** /note-context: the person's own contexts (never shared), with how many notes each holds. */
export const noteContextRoutes: AreaRoutes = async (app, { db, clock, live }) => {
  const contextOf = async (userId: string, contextId: string) => {
    const found = (await listContexts(db, userId)).find((row) => row.id === contextId);
    if (!found) throw notFound(notesRefusals.contextNotFound);
    return { _id: found.id, name: found.name, noteCount: found.noteCount };
  };

  route(app, notesEndpoints.readContext, async (request) => {
    const { userId } = signedInOf(request);
    const { contextId } = request.query;
    if (contextId) return ok(await contextOf(userId, contextId));
    const rows = await listContexts(db, userId);
    return ok(rows.map((row) => ({ _id: row.id, name: row.name, noteCount: row.noteCount })));
  });

  route(app, notesEndpoints.createContext, async (request, reply) => {
    const { userId } = signedInOf(request);
    const { name } = request.body;
    await checkNewContainer({
      taken: findContextByName(db, userId, name),
      count: () => countContexts(db, userId),
      max: NOTE_CONTEXTS_MAX,
      duplicate: notesRefusals.duplicateContext,
      tooMany: notesRefusals.tooManyContextsOwned,
    });
    const id = newId();
    await insertContext(db, { id, userId, name, createdAt: clock() }).catch(duplicateName);
    live.publish({ kind: 'noteContext', id, action: 'created' }, [userId]);
    return reply.status(201).send(ok({ _id: id, name, noteCount: 0 }));
  });

  route(app, notesEndpoints.changeContext, async (request) => {
    const { userId } = signedInOf(request);
    const { contextId, name } = request.body;
    if (!(await findContext(db, userId, contextId))) throw notFound(notesRefusals.contextNotFound);
    const same = await findContextByName(db, userId, name);
    refuseTakenName(same, contextId, notesRefusals.duplicateContext);
    await renameContext(db, userId, contextId, name).catch(duplicateName);
    live.publish({ kind: 'noteContext', id: contextId, action: 'changed' }, [userId]);
    return ok(await contextOf(userId, contextId));
  });

  route(app, notesEndpoints.deleteContext, async (request) => {
    const { userId } = signedInOf(request);
    const { contextId } = request.query;
    if (!(await findContext(db, userId, contextId))) throw notFound(notesRefusals.contextNotFound);
    await inTransaction(db, (tx) => deleteContext(tx, userId, contextId));
    live.publish({ kind: 'noteContext', id: contextId, action: 'deleted' }, [userId]);
    return ok(null);
  });
};
