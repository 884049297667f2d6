import { PASSWORD_ID_LENGTH, PASSWORDS_MAX, PASSWORDS_TOTAL_MAX } from '@ordna/contract/passwords';
import { passwordsRefusals } from '@ordna/contract/passwords/refusals';
import type { Db } from '../../db/database';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../lib/ids';
import { passwordAnswerOf } from './password-answers';
import { findGroup } from './password-groups.store';
import {
  deletePassword,
  findPassword,
  insertPassword,
  listPasswords,
  updatePassword,
  vaultSize,
} from './passwords.store';
import { route } from '../../http/endpoint-route';
import { passwordsEndpoints } from '@ordna/contract/passwords/endpoints';

/** Refuses an entry that would pass the person's bounds: how many, and how much together. */
async function checkRoom(db: Db, userId: string, data: string, replacingId?: string): Promise<void> {
  const { count, size } = await vaultSize(db, userId, replacingId);
  if (replacingId === undefined && count >= PASSWORDS_MAX) throw badRequest(passwordsRefusals.tooManyPasswords);
  if (size + data.length > PASSWORDS_TOTAL_MAX) throw badRequest(passwordsRefusals.vaultFull);
}

/** /password: one entry, the list (of one group), and add, update, delete; entries are sealed. */
export const passwordRoutes: AreaRoutes = async (app, { db, clock, live }) => {
  route(app, passwordsEndpoints.readEntries, async (request) => {
    const { userId } = signedInOf(request);
    const { passwordId, passwordGroupId } = request.query;
    if (passwordId !== undefined) {
      const row = await findPassword(db, userId, passwordId);
      if (!row) throw notFound(passwordsRefusals.getPassword);
      return ok(passwordAnswerOf(row));
    }
    if (passwordGroupId !== undefined && !(await findGroup(db, userId, passwordGroupId))) {
      throw notFound(passwordsRefusals.getPasswords);
    }
    return ok((await listPasswords(db, userId, passwordGroupId)).map(passwordAnswerOf));
  });

  route(app, passwordsEndpoints.createEntry, async (request, reply) => {
    const { userId } = signedInOf(request);
    const { passwordGroupId, data } = request.body;
    const now = clock();
    const row = { id: newId(PASSWORD_ID_LENGTH), userId, passwordGroupId, data, createdAt: now, updatedAt: now };
    await inTransaction(db, async (tx) => {
      if (!(await findGroup(tx, userId, passwordGroupId))) throw notFound(passwordsRefusals.addPassword);
      await checkRoom(tx, userId, data);
      await insertPassword(tx, row);
    });
    live.publish({ kind: 'password', id: row.id, action: 'created' }, [userId]);
    return reply.status(201).send(ok(passwordAnswerOf(row)));
  });

  route(app, passwordsEndpoints.changeEntry, async (request) => {
    const { userId } = signedInOf(request);
    const { passwordId, data, passwordGroupId } = request.body;
    const saved = await inTransaction(db, async (tx) => {
      if (!(await findPassword(tx, userId, passwordId))) throw notFound(passwordsRefusals.updatePassword);
      if (passwordGroupId !== undefined && !(await findGroup(tx, userId, passwordGroupId))) {
        throw notFound(passwordsRefusals.groupNotFound);
      }
      await checkRoom(tx, userId, data, passwordId);
      const changes = { data, updatedAt: clock(), ...(passwordGroupId !== undefined && { passwordGroupId }) };
      return updatePassword(tx, userId, passwordId, changes);
    });
    if (!saved) throw notFound(passwordsRefusals.updatePassword);
    live.publish({ kind: 'password', id: passwordId, action: 'changed' }, [userId]);
    return ok(passwordAnswerOf(saved));
  });

  route(app, passwordsEndpoints.deleteEntry, async (request) => {
    const { userId } = signedInOf(request);
    const { passwordId } = request.body;
    if (!(await deletePassword(db, userId, passwordId))) throw notFound(passwordsRefusals.deletePassword);
    live.publish({ kind: 'password', id: passwordId, action: 'deleted' }, [userId]);
    return ok(null);
  });
};
