import { STORAGE_GROUPS_MAX } from '@ordna/contract/storage';
import { storageRefusals } from '@ordna/contract/storage/refusals';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { signedInOf } from '../../http/signed-in';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../lib/ids';
import { audienceOf, forgetShares, tellAudience } from '../sharing/public';
import { itemAnswerOf, sharedByOf } from './storage-answers';
import { reachGroup } from './storage-access';
import {
  countGroups,
  deleteGroup,
  findGroupByName,
  insertGroup,
  listVisibleGroups,
  renameGroup,
} from './storage-groups.store';
import { countGroupItems, listGroupItems } from './storage-items.store';
import { checkNewContainer, refuseTakenName, withUniqueName } from '../../http/named-containers';
import { route } from '../../http/endpoint-route';
import { storageEndpoints } from '@ordna/contract/storage/endpoints';

/** /storage-group: the person's groups (own and shared) with counts, one group with its items, create, rename, delete. */
export const storageGroupRoutes: AreaRoutes = async (app, { db, clock, live }) => {
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
    await checkNewContainer({
      taken: findGroupByName(db, userId, name),
      count: () => countGroups(db, userId),
      max: STORAGE_GROUPS_MAX,
      duplicate: storageRefusals.duplicateGroup,
      tooMany: storageRefusals.tooManyGroups,
    });
    const id = newId();
    await withUniqueName(storageRefusals.duplicateGroup, () =>
      insertGroup(db, { id, userId, name, createdAt: clock() }),
    );
    live.publish({ kind: 'storageGroup', id, action: 'created' }, [userId]);
    return reply.status(201).send(ok({ _id: id, name, itemCount: 0, items: [] }));
  });

  route(app, storageEndpoints.changeGroup, async (request) => {
    const { userId } = signedInOf(request);
    const { storageGroupId, name } = request.body;
    const { group, ownerId } = await reachGroup(db, userId, storageGroupId, 'change');
    const same = await findGroupByName(db, ownerId, name);
    refuseTakenName(same, group.id, storageRefusals.duplicateGroup);
    await withUniqueName(storageRefusals.duplicateGroup, () => renameGroup(db, ownerId, group.id, name));
    tellAudience(db, live, 'storageGroup', group.id, { kind: 'storageGroup', id: group.id, action: 'changed' });
    return ok({ _id: group.id, name, itemCount: await countGroupItems(db, ownerId, group.id) });
  });

  route(app, storageEndpoints.deleteGroup, async (request) => {
    const { userId } = signedInOf(request);
    const { group } = await reachGroup(db, userId, request.query.storageGroupId, 'own');
    // Read before the shares go with the group: the people it was shared with hear it went.
    const audience = await audienceOf(db, 'storageGroup', group.id);
    await inTransaction(db, async (tx) => {
      await deleteGroup(tx, userId, group.id);
      await forgetShares(tx, 'storageGroup', group.id);
    });
    live.publish({ kind: 'storageGroup', id: group.id, action: 'deleted' }, audience);
    return ok(null);
  });
};
