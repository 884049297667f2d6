import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { signedInOf } from '../../http/signed-in';
import { newId } from '../../lib/ids';
import { groupAnswerOf, sharedByOf } from './counter-answers';
import { reachGroup } from './counters-access';
import { todaySums, todaySumsOfOwner } from './counter-today';
import { counterGroupContainer, deleteGroupContents, listVisibleGroups } from './counter-groups.store';
import { listCounters, listSharedCounters } from './counters.store';
import { namedContainer } from '../../http/named-containers';
import { route } from '../../http/endpoint-route';
import { countersEndpoints } from '@ordna/contract/counters/endpoints';

/** /counter-group: the person's groups with their counters, one group, and create, rename, delete. */
export const counterGroupRoutes: AreaRoutes = async (app, { db, clock, live }) => {
  const groups = namedContainer({ ...counterGroupContainer, db, live });

  route(app, countersEndpoints.readGroups, async (request) => {
    const { userId } = signedInOf(request);
    const { counterGroupId } = request.query;
    if (counterGroupId) {
      const { group, ownerId } = await reachGroup(db, userId, counterGroupId, 'read');
      const counters = await listCounters(db, ownerId, [group.id]);
      const todays = await todaySumsOfOwner(db, userId, clock(), ownerId, counters);
      const answer = groupAnswerOf(group, counters, todays);
      if (ownerId === userId) return ok(answer);
      const shared = (await listVisibleGroups(db, userId)).find((row) => row.id === group.id);
      return ok({ ...answer, ...(shared && sharedByOf(shared)) });
    }
    const groups = await listVisibleGroups(db, userId);
    const anyShared = groups.some((group) => group.shareId);
    const [own, shared] = await Promise.all([
      listCounters(db, userId),
      anyShared ? listSharedCounters(db, userId) : [],
    ]);
    const counters = [...own, ...shared];
    const owners = [...own.map((row) => ({ id: row.id, userId })), ...shared];
    const todays = await todaySums(db, userId, clock(), owners);
    return ok(groups.map((group) => ({ ...groupAnswerOf(group, counters, todays), ...sharedByOf(group) })));
  });

  route(app, countersEndpoints.createGroup, async (request, reply) => {
    const { userId } = signedInOf(request);
    const { name } = request.body;
    const id = await groups.create({ id: newId(), userId, name, createdAt: clock() });
    return reply.status(201).send(ok(groupAnswerOf({ id, name }, [])));
  });

  route(app, countersEndpoints.renameGroup, async (request) => {
    const { userId } = signedInOf(request);
    const { counterGroupId, name } = request.body;
    const { group, ownerId } = await reachGroup(db, userId, counterGroupId, 'change');
    await groups.change({ id: group.id, ownerId }, name);
    const counters = await listCounters(db, ownerId, [group.id]);
    const todays = await todaySumsOfOwner(db, userId, clock(), ownerId, counters);
    return ok(groupAnswerOf({ id: group.id, name }, counters, todays));
  });

  route(app, countersEndpoints.deleteGroup, async (request) => {
    const { userId } = signedInOf(request);
    const { group } = await reachGroup(db, userId, request.query.counterGroupId, 'own');
    await groups.remove({ id: group.id, ownerId: userId }, (tx) => deleteGroupContents(tx, userId, group.id));
    return ok(null);
  });
};
