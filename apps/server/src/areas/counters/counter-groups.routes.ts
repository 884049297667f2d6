import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { signedInOf } from '../../http/signed-in';
import { newId } from '../../lib/ids';
import { groupAnswerOf, sharedByOf } from './counter-answers';
import { reachGroup } from './counters-access';
import { personDay, todaySumsOfOwner } from './counter-today';
import { counterGroupContainer, deleteGroupContents, listVisibleGroupsWithCounters } from './counter-groups.store';
import { listCounters } from './counters.store';
import { namedContainer } from '../../http/named-containers';
import { route } from '../../http/endpoint-route';
import { countersEndpoints } from '@ordna/contract/counters/endpoints';

/** /counter-group: the person's groups with their counters, one group, and create, rename, delete. */
export const counterGroupRoutes: AreaRoutes = async (app, { db, clock, live }) => {
  const groups = namedContainer({ ...counterGroupContainer, db, live });

  route(app, countersEndpoints.readGroups, async (request) => {
    const signedIn = signedInOf(request);
    const { userId } = signedIn;
    const { counterGroupId } = request.query;
    // The reader's day, then every group they see with its counters and today's sums in one statement.
    const { window } = await personDay(db, signedIn, clock());
    const groups = await listVisibleGroupsWithCounters(db, userId, window);
    const answerOf = (group: (typeof groups)[number]) => {
      const todays = new Map(
        group.counters.flatMap((row) => (row.today === null ? [] : [[row.id, Number(row.today)]])),
      );
      return { ...groupAnswerOf(group, group.counters, todays), ...sharedByOf(group) };
    };
    if (!counterGroupId) return ok(groups.map(answerOf));
    const seen = groups.find((group) => group.id === counterGroupId);
    if (seen) return ok(answerOf(seen));
    // Not among the groups the person sees: the sharing policy refuses it.
    const { group, ownerId } = await reachGroup(db, userId, counterGroupId, 'read');
    const counters = await listCounters(db, ownerId, [group.id]);
    return ok(groupAnswerOf(group, counters, await todaySumsOfOwner(db, signedIn, clock(), ownerId, counters)));
  });

  route(app, countersEndpoints.createGroup, async (request, reply) => {
    const { userId } = signedInOf(request);
    const { name } = request.body;
    const id = await groups.create({ id: newId(), userId, name, createdAt: clock() });
    return reply.status(201).send(ok(groupAnswerOf({ id, name }, [])));
  });

  route(app, countersEndpoints.renameGroup, async (request) => {
    const signedIn = signedInOf(request);
    const { userId } = signedIn;
    const { counterGroupId, name } = request.body;
    const { group, ownerId } = await reachGroup(db, userId, counterGroupId, 'change');
    await groups.change({ id: group.id, ownerId }, name);
    const counters = await listCounters(db, ownerId, [group.id]);
    const todays = await todaySumsOfOwner(db, signedIn, clock(), ownerId, counters);
    return ok(groupAnswerOf({ id: group.id, name }, counters, todays));
  });

  route(app, countersEndpoints.deleteGroup, async (request) => {
    const { userId } = signedInOf(request);
    const { group } = await reachGroup(db, userId, request.query.counterGroupId, 'own');
    await groups.remove({ id: group.id, ownerId: userId }, (tx) => deleteGroupContents(tx, userId, group.id));
    return ok(null);
  });
};
