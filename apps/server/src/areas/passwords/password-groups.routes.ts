import { PASSWORD_GROUPS_MAX, PASSWORD_ID_LENGTH } from '@ordna/contract/passwords';
import { passwordsRefusals } from '@ordna/contract/passwords/refusals';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../lib/ids';
import { groupAnswerOf } from './password-answers';
import { countGroups, deleteGroup, insertGroup, listGroups, renameGroup } from './password-groups.store';
import { deletePasswordsOfGroup } from './passwords.store';
import { route } from '../../http/endpoint-route';
import { passwordsEndpoints } from '@ordna/contract/passwords/endpoints';

/** /password-group: the person's groups (names sealed), and add, rename, delete with their entries. */
export const passwordGroupRoutes: AreaRoutes = async (app, { db, clock, live }) => {
  route(app, passwordsEndpoints.readGroups, async (request) =>
    ok((await listGroups(db, signedInOf(request).userId)).map(groupAnswerOf)),
  );

  route(app, passwordsEndpoints.createGroup, async (request, reply) => {
    const { userId } = signedInOf(request);
    const now = clock();
    const row = { id: newId(PASSWORD_ID_LENGTH), userId, data: request.body.data, createdAt: now, updatedAt: now };
    await inTransaction(db, async (tx) => {
      if ((await countGroups(tx, userId)) >= PASSWORD_GROUPS_MAX) throw badRequest(passwordsRefusals.tooManyGroups);
      await insertGroup(tx, row);
    });
    live.publish({ kind: 'passwordGroup', id: row.id, action: 'created' }, [userId]);
    return reply.status(201).send(ok(groupAnswerOf(row)));
  });

  route(app, passwordsEndpoints.changeGroup, async (request) => {
    const { userId } = signedInOf(request);
    const { passwordGroupId, data } = request.body;
    const renamed = await renameGroup(db, userId, passwordGroupId, data, clock());
    if (!renamed) throw notFound(passwordsRefusals.groupNotFound);
    live.publish({ kind: 'passwordGroup', id: passwordGroupId, action: 'changed' }, [userId]);
    return ok(groupAnswerOf(renamed));
  });

  route(app, passwordsEndpoints.deleteGroup, async (request) => {
    const { userId } = signedInOf(request);
    const { passwordGroupId } = request.body;
    // The group and its entries go together; a passwordGroup event tells screens to read both again.
    await inTransaction(db, async (tx) => {
      if (!(await deleteGroup(tx, userId, passwordGroupId))) throw notFound(passwordsRefusals.groupNotFound);
      await deletePasswordsOfGroup(tx, userId, passwordGroupId);
    });
    live.publish({ kind: 'passwordGroup', id: passwordGroupId, action: 'deleted' }, [userId]);
    return ok(null);
  });
};
