import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { signedInOf } from '../../http/signed-in';
import { newId } from '../../lib/ids';
import { itemAnswerOf, sharedByOf } from './storage-answers';
import { reachGroup } from './storage-access';
import { deleteGroupContents, listVisibleGroups, storageGroupContainer } from './storage-groups.store';
import { countGroupItems, listGroupItems } from './storage-items.store';
import { namedContainer } from '../../http/named-containers';
import { route } from '../../http/endpoint-route';
import { storageEndpoints } from '@ordna/contract/storage/endpoints';

/** /storage-group: the person's groups (own and shared) with counts, one group with its items, create, rename, delete. */
export const storageGroupRoutes: AreaRoutes = async (app, { db, clock, live }) => {
  const containers = namedContainer({ ...storageGroupContainer, db, live });

  route(app, storageEndpoints.readGroup, async (request) => {
    const { userId } = signedInOf(request);
    const { storageGroupId } = request.query;
    const groups = await listVisibleGroups(db, userId);
    const summaryOf = (group: (typeof groups)[number]) => ({
      _id: group.id,
      name: group.name,
      itemCount: group.itemCount,
      ...sharedByOf(group),
    });
    if (!storageGroupId) return ok(groups.map(summaryOf));
    const { group, ownerId } = await reachGroup(db, userId, storageGroupId, 'read');
    const items = (await listGroupItems(db, ownerId, group.id)).map(itemAnswerOf);
    const listed = groups.find((row) => row.id === group.id);
    const summary = listed ? summaryOf(listed) : { _id: group.id, name: group.name, itemCount: items.length };
    return ok({ ...summary, itemCount: items.length, items });
  });

  route(app, storageEndpoints.createGroup, async (request, reply) => {
    const { userId } = signedInOf(request);
    const { name } = request.body;
    const id = await containers.create({ id: newId(), userId, name, createdAt: clock() });
    return reply.status(201).send(ok({ _id: id, name, itemCount: 0, items: [] }));
  });

  route(app, storageEndpoints.changeGroup, async (request) => {
    const { userId } = signedInOf(request);
    const { storageGroupId, name } = request.body;
    const { group, ownerId } = await reachGroup(db, userId, storageGroupId, 'change');
    await containers.change({ id: group.id, ownerId }, name);
    return ok({ _id: group.id, name, itemCount: await countGroupItems(db, ownerId, group.id) });
  });

  route(app, storageEndpoints.deleteGroup, async (request) => {
    const { userId } = signedInOf(request);
    const { group } = await reachGroup(db, userId, request.query.storageGroupId, 'own');
    await containers.remove({ id: group.id, ownerId: userId }, (tx) => deleteGroupContents(tx, userId, group.id));
    return ok(null);
  });
};
