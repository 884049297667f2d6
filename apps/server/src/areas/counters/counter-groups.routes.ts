import { COUNTER_GROUPS_MAX } from '@ordna/contract/counters';
import { countersRefusals } from '@ordna/contract/counters/refusals';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { signedInOf } from '../../http/signed-in';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../lib/ids';
import { groupAnswerOf, sharedByOf } from './counter-answers';
import { audienceOf, forgetShares, tellAudience } from '../sharing/public';
import { reachGroup } from './counters-access';
import { todaySums } from './counter-today';
import {
  countGroups,
  deleteGroup,
  findGroupByName,
  insertGroup,
  listVisibleGroups,
  renameGroup,
} from './counter-groups.store';
import { listCounters, listSharedCounters } from './counters.store';
import { checkNewContainer, refuseTakenName, withUniqueName } from '../../http/named-containers';
import { route } from '../../http/endpoint-route';
import { countersEndpoints } from '@ordna/contract/counters/endpoints';

/** /counter-group: the person's groups with their counters, one group, and create, rename, delete. */
export const counterGroupRoutes: AreaRoutes = async (app, { db, clock, live }) => {
  route(app, countersEndpoints.readGroups, async (request) => {
    const { userId } = signedInOf(request);
    const { counterGroupId } = request.query;
    if (counterGroupId) {
      const { group, ownerId } = await reachGroup(db, userId, counterGroupId, 'read');
      const counters = await listCounters(db, ownerId, [group.id]);
      const todays = await todaySums(
        db,
        userId,
        clock(),
        counters.map((row) => ({ id: row.id, userId: ownerId })),
      );
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
    await checkNewContainer({
      taken: findGroupByName(db, userId, name),
      count: () => countGroups(db, userId),
      max: COUNTER_GROUPS_MAX,
      duplicate: countersRefusals.duplicateGroup,
      tooMany: countersRefusals.tooManyGroups,
    });
    const id = newId();
    await withUniqueName(countersRefusals.duplicateGroup, () =>
      insertGroup(db, { id, userId, name, createdAt: clock() }),
    );
    live.publish({ kind: 'counterGroup', id, action: 'created' }, [userId]);
    return reply.status(201).send(ok(groupAnswerOf({ id, name }, [])));
  });

  route(app, countersEndpoints.renameGroup, async (request) => {
    const { userId } = signedInOf(request);
    const { counterGroupId, name } = request.body;
    const { group, ownerId } = await reachGroup(db, userId, counterGroupId, 'change');
    const same = await findGroupByName(db, ownerId, name);
    refuseTakenName(same, group.id, countersRefusals.duplicateGroup);
    await withUniqueName(countersRefusals.duplicateGroup, () => renameGroup(db, ownerId, group.id, name));
    tellAudience(db, live, 'counterGroup', group.id, { kind: 'counterGroup', id: group.id, action: 'changed' });
    const counters = await listCounters(db, ownerId, [group.id]);
    const todays = await todaySums(
      db,
      userId,
      clock(),
      counters.map((row) => ({ id: row.id, userId: ownerId })),
    );
    return ok(groupAnswerOf({ id: group.id, name }, counters, todays));
  });

  route(app, countersEndpoints.deleteGroup, async (request) => {
    const { userId } = signedInOf(request);
    const { group } = await reachGroup(db, userId, request.query.counterGroupId, 'own');
    // Read before the shares go with the group: the people it was shared with hear it went.
    const audience = await audienceOf(db, 'counterGroup', group.id);
    await inTransaction(db, async (tx) => {
      await deleteGroup(tx, userId, group.id);
      await forgetShares(tx, 'counterGroup', group.id);
    });
    live.publish({ kind: 'counterGroup', id: group.id, action: 'deleted' }, audience);
    return ok(null);
  });
};
