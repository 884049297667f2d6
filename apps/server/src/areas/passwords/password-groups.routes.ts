import { PASSWORD_GROUPS_MAX, PASSWORD_ID_LENGTH } from '@ordna/contract/passwords';
import { passwordsRefusals } from '@ordna/contract/passwords/refusals';
import { passwordsEndpoints } from '@ordna/contract/passwords/endpoints';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { route } from '../../http/endpoint-route';
import { namedContainer, ownerOnly } from '../../http/named-containers';
import { newId } from '../../lib/ids';
import { groupAnswerOf } from './password-answers';
import { listGroups, passwordGroupStore, renameGroup } from './password-groups.store';
import { deletePasswordsOfGroup } from './passwords.store';

/**
 * The vault's groups as the container factory makes them (http/named-containers.ts): nameless
 * (their names are sealed in the browser), seen by their owner only, their cap counted in the
 * inserting transaction (400, as it always answered), and a group not there answering 404 on delete.
 */
const passwordGroupContainer = {
  kind: 'passwordGroup',
  store: passwordGroupStore,
  audience: ownerOnly,
  cap: { max: PASSWORD_GROUPS_MAX, tooMany: passwordsRefusals.tooManyGroups, inWrite: true },
  gone: passwordsRefusals.groupNotFound,
} as const;

/** /password-group: the person's groups (names sealed), and add, rename, delete with their entries. */
export const passwordGroupRoutes: AreaRoutes = async (app, { db, clock, live }) => {
  const groups = namedContainer({ ...passwordGroupContainer, db, live });

  route(app, passwordsEndpoints.readGroups, async (request) =>
    ok((await listGroups(db, signedInOf(request).userId)).map(groupAnswerOf)),
  );

  route(app, passwordsEndpoints.createGroup, async (request, reply) => {
    const { userId } = signedInOf(request);
    const now = clock();
    const row = { id: newId(PASSWORD_ID_LENGTH), userId, data: request.body.data, createdAt: now, updatedAt: now };
    await groups.create(row);
    return reply.status(201).send(ok(groupAnswerOf(row)));
  });

  route(app, passwordsEndpoints.changeGroup, async (request) => {
    const { userId } = signedInOf(request);
    const { passwordGroupId, data } = request.body;
    const renamed = await groups.change({ id: passwordGroupId, ownerId: userId }, undefined, async () => {
      const row = await renameGroup(db, userId, passwordGroupId, data, clock());
      if (!row) throw notFound(passwordsRefusals.groupNotFound);
      return row;
    });
    return ok(groupAnswerOf(renamed));
  });

  route(app, passwordsEndpoints.deleteGroup, async (request) => {
    const { userId } = signedInOf(request);
    // The group and its entries go together; a passwordGroup event tells screens to read both again.
    await groups.remove({ id: request.body.passwordGroupId, ownerId: userId }, (tx) =>
      deletePasswordsOfGroup(tx, userId, request.body.passwordGroupId),
    );
    return ok(null);
  });
};
