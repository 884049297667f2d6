import { type SubGroupSummary } from '@ordna/contract/time';
import { timeRefusals } from '@ordna/contract/time/refusals';
import type { AreaRoutes } from '../../../http/context';
import { ok } from '../../../http/envelope';
import { inTransaction } from '../../../db/transaction';
import { signedInOf } from '../../../http/signed-in';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { newId } from '../../../lib/ids';
import {
  deleteSubGroup,
  findSubGroup,
  findSubGroupByName,
  insertSubGroup,
  listSubGroups,
  moveSubGroup,
  renameSubGroup,
} from './sub-groups.store';
import { ownsTags, setSubGroupTags, tagsOfSubGroups } from '../tags/tags.store';
import { timePerson } from '../time-person';
import { timeGroupStore } from '../groups/time-groups.store';
import { seenSubGroupEntries, subGroupEntry } from '../views/time-entries';
import { asOwner, reachGroup, reachSubGroup } from '../time-access';
import { tellAudience } from '../../sharing/public';
import { refuseTakenName, withUniqueName } from '../../../http/named-containers';
import { route } from '../../../http/endpoint-route';
import { timeEndpoints } from '@ordna/contract/time/endpoints';

/** /sub-group: all (for suggestions), a time group's as list entries, one, CRUD and move. */
export const subGroupRoutes: AreaRoutes = async (app, deps) => {
  const { db } = deps;

  route(app, timeEndpoints.readSubGroup, async (request) => {
    const person = await timePerson(deps, request);
    const { timeGroupId, subGroupId, date = person.today, auto = person.showAuto } = request.query;
    const q = { date, includeAuto: auto };
    if (subGroupId) {
      const { thing, ownerId } = await reachSubGroup(db, person.userId, subGroupId, 'read');
      return ok(await subGroupEntry(db, asOwner(person, ownerId), thing, q));
    }
    // The group, the person's access to it and its sub groups' list in one statement.
    if (timeGroupId) return ok(await seenSubGroupEntries(db, person, timeGroupId, q));
    const [subGroups, tags] = await Promise.all([listSubGroups(db, person.userId), tagsOfSubGroups(db, person.userId)]);
    const answer: SubGroupSummary[] = subGroups.map((s) => ({
      _id: s.id,
      name: s.name,
      timeGroupId: s.timeGroupId,
      tags: tags.get(s.id) ?? [],
    }));
    return ok(answer);
  });

  route(app, timeEndpoints.createSubGroup, async (request, reply) => {
    const person = await timePerson(deps, request);
    const { name, timeGroupId, tagIds = [] } = request.body;
    const { ownerId } = await reachGroup(db, person.userId, timeGroupId, 'change');
    if (await findSubGroupByName(db, timeGroupId, name)) throw conflict(timeRefusals.duplicateSubGroup);
    if (!(await ownsTags(db, ownerId, tagIds))) throw notFound(timeRefusals.tagNotFound);
    // A sub group is its time group's owner's, whoever makes it.
    const row = { id: newId(), userId: ownerId, timeGroupId, name, createdAt: person.now };
    await withUniqueName(timeRefusals.duplicateSubGroup, async () => {
      await inTransaction(db, async (tx) => {
        // The group first, as every write into it (a delete of the group waits, or has gone).
        if (!(await timeGroupStore.lock(tx, ownerId, timeGroupId))) throw notFound(timeRefusals.timeGroupNotFound);
        await insertSubGroup(tx, row);
        await setSubGroupTags(tx, ownerId, row.id, tagIds);
      });
    });
    tellAudience(db, deps.live, 'timeGroup', row.timeGroupId, {
      kind: 'timeSubGroup',
      id: row.id,
      action: 'created',
    });
    const entry = await subGroupEntry(db, asOwner(person, ownerId), row, {
      date: person.today,
      includeAuto: person.showAuto,
    });
    return reply.status(201).send(ok(entry));
  });

  route(app, timeEndpoints.changeSubGroup, async (request) => {
    const person = await timePerson(deps, request);
    const body = request.body;
    const { thing: subGroup, ownerId } = await reachSubGroup(db, person.userId, body.subGroupId, 'change');
    const seen = asOwner(person, ownerId);
    const q = { date: person.today, includeAuto: person.showAuto };
    if (body.moveSubGroup && body.newSubGroupId) {
      if (body.newSubGroupId === subGroup.id) throw badRequest(timeRefusals.moveIntoItself);
      // Stamps move only between the same owner's groups: the target is looked up among theirs.
      const target = await findSubGroup(db, ownerId, body.newSubGroupId);
      if (!target) throw notFound(timeRefusals.subGroupNotFound);
      await reachGroup(db, person.userId, target.timeGroupId, 'change').catch(() => {
        throw notFound(timeRefusals.subGroupNotFound);
      });
      const moved = await inTransaction(db, (tx) => moveSubGroup(tx, ownerId, subGroup, target));
      if (moved === 'gone') throw notFound(timeRefusals.subGroupNotFound);
      if (moved === 'running') throw conflict(timeRefusals.subGroupRunning);
      tellAudience(db, deps.live, 'timeGroup', subGroup.timeGroupId, {
        kind: 'timeSubGroup',
        id: subGroup.id,
        action: 'deleted',
      });
      tellAudience(db, deps.live, 'timeGroup', target.timeGroupId, {
        kind: 'timeSubGroup',
        id: target.id,
        action: 'changed',
      });
      return ok(await subGroupEntry(db, seen, target, q));
    }
    if (body.name !== undefined) {
      const same = await findSubGroupByName(db, subGroup.timeGroupId, body.name);
      refuseTakenName(same, subGroup.id, timeRefusals.duplicateSubGroup);
    }
    if (body.tagIds) if (!(await ownsTags(db, ownerId, body.tagIds))) throw notFound(timeRefusals.tagNotFound);
    await withUniqueName(timeRefusals.duplicateSubGroup, async () => {
      await inTransaction(db, async (tx) => {
        if (body.name !== undefined) await renameSubGroup(tx, ownerId, subGroup.id, body.name);
        if (body.tagIds) await setSubGroupTags(tx, ownerId, subGroup.id, body.tagIds);
      });
    });
    tellAudience(db, deps.live, 'timeGroup', subGroup.timeGroupId, {
      kind: 'timeSubGroup',
      id: subGroup.id,
      action: 'changed',
    });
    return ok(await subGroupEntry(db, seen, { ...subGroup, name: body.name ?? subGroup.name }, q));
  });

  route(app, timeEndpoints.deleteSubGroup, async (request) => {
    const { userId } = signedInOf(request);
    const { thing: subGroup, ownerId } = await reachSubGroup(db, userId, request.query.subGroupId, 'change');
    await inTransaction(db, (tx) => deleteSubGroup(tx, ownerId, subGroup.id));
    tellAudience(db, deps.live, 'timeGroup', subGroup.timeGroupId, {
      kind: 'timeSubGroup',
      id: subGroup.id,
      action: 'deleted',
    });
    return ok(null);
  });
};
