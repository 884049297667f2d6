import { type ShallowTimeGroup } from '@ordna/contract/time';
import { timeRefusals } from '@ordna/contract/time/refusals';
import type { AreaRoutes } from '../../../http/context';
import { ok } from '../../../http/envelope';
import { inTransaction } from '../../../db/transaction';
import { signedInOf } from '../../../http/signed-in';
import { notFound } from '../../../http/errors';
import { newId } from '../../../lib/ids';
import { ownsTags, setGroupTags, tagsOfGroups } from '../tags/tags.store';
import { timePerson } from '../time-person';
import { groupEntries, groupWithSubGroups, seenGroupWithSubGroups, sharedByOf } from '../views/time-entries';
import { shareAudience } from '../../sharing/public';
import { asOwner, reachGroup } from '../time-access';
import { deleteGroupContents, listVisibleGroups, timeGroupStore } from './time-groups.store';
import { namedContainer } from '../../../http/named-containers';
import { route } from '../../../http/endpoint-route';
import { timeEndpoints } from '@ordna/contract/time/endpoints';

/** /time-group: the list with every period total, one group with its sub groups, shallow, CRUD. */
export const timeGroupRoutes: AreaRoutes = async (app, deps) => {
  const { db } = deps;
  const groups = namedContainer({
    kind: 'timeGroup',
    store: timeGroupStore,
    duplicate: timeRefusals.duplicateGroup,
    audience: shareAudience,
    db,
    live: deps.live,
  });

  route(app, timeEndpoints.readGroup, async (request) => {
    const person = await timePerson(deps, request);
    const { shallow, timeGroupId, date = person.today, auto = person.showAuto } = request.query;
    if (shallow) {
      const [groups, tags] = await Promise.all([listVisibleGroups(db, person.userId), tagsOfGroups(db, person.userId)]);
      const answer: ShallowTimeGroup[] = groups.map((g) => ({
        _id: g.id,
        name: g.name,
        tags: g.shareId ? [] : (tags.get(g.id) ?? []),
        ...sharedByOf(g),
      }));
      return ok(answer);
    }
    // The group with the share that shows it to the person (their access) and its sub groups in one statement.
    if (timeGroupId) return ok(await seenGroupWithSubGroups(db, person, timeGroupId, { date, includeAuto: auto }));
    return ok(await groupEntries(db, person, { date, includeAuto: auto }));
  });

  route(app, timeEndpoints.createGroup, async (request, reply) => {
    const person = await timePerson(deps, request);
    const { name, tagIds = [] } = request.body;
    const id = newId();
    await groups.create(
      { id, userId: person.userId, name, createdAt: person.now },
      {
        check: async () => {
          if (!(await ownsTags(db, person.userId, tagIds))) throw notFound(timeRefusals.tagNotFound);
        },
        alsoWrite: (tx) => setGroupTags(tx, person.userId, id, tagIds),
      },
    );
    const group = await groupWithSubGroups(
      db,
      person,
      { id, name },
      { date: person.today, includeAuto: person.showAuto },
    );
    const { subGroups: _subGroups, ...entry } = group;
    return reply.status(201).send(ok(entry));
  });

  route(app, timeEndpoints.changeGroup, async (request) => {
    const person = await timePerson(deps, request);
    const { groupId, name, tagIds } = request.body;
    const { thing: group, ownerId } = await reachGroup(db, person.userId, groupId, 'change');
    await groups.change({ id: groupId, ownerId }, name, async () => {
      // Tags are their owner's: an editor's own tags are not the group's.
      if (tagIds) if (!(await ownsTags(db, ownerId, tagIds))) throw notFound(timeRefusals.tagNotFound);
      await inTransaction(db, async (tx) => {
        if (name !== undefined) await timeGroupStore.rename(tx, ownerId, groupId, name);
        if (tagIds) await setGroupTags(tx, ownerId, groupId, tagIds);
      });
    });
    const updated = { id: groupId, name: name ?? group.name };
    const { subGroups: _subGroups, ...entry } = await groupWithSubGroups(db, asOwner(person, ownerId), updated, {
      date: person.today,
      includeAuto: person.showAuto,
    });
    return ok(entry);
  });

  route(app, timeEndpoints.deleteGroup, async (request) => {
    const { userId } = signedInOf(request);
    const { thing: group } = await reachGroup(db, userId, request.query.timeGroupId, 'own');
    await groups.remove({ id: group.id, ownerId: userId }, (tx) => deleteGroupContents(tx, userId, group.id));
    return ok(null);
  });
};
