import {
  subGroupCreateBody,
  subGroupDeleteQuery,
  subGroupQuery,
  subGroupUpdateBody,
  type SubGroupSummary,
} from '@ordna/contract/time';
import { timeRefusals } from '@ordna/contract/time-refusals';
import { subGroupListEntryAnswer, subGroupReadAnswer } from '@ordna/contract/time-answers';
import { failureAnswers, nothing, success } from '@ordna/contract/envelope';
import type { AreaRoutes } from '../../../http/context';
import { ok } from '../../../http/envelope';
import { inTransaction } from '../../../db/transaction';
import { signedInOf } from '../../../http/signed-in';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { newId } from '../../../lib/ids';
import { isUniqueViolation } from '../../../db/unique-violation';
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
import { subGroupEntries, subGroupEntry } from '../views/time-entries';
import { findGroup } from '../groups/time-groups.store';

/** /sub-group: all (for suggestions), a time group's as list entries, one, CRUD and move. */
export const subGroupRoutes: AreaRoutes = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/sub-group',
    { schema: { querystring: subGroupQuery, response: { 200: success(subGroupReadAnswer), ...failureAnswers } } },
    async (request) => {
      const person = await timePerson(deps, request);
      const { timeGroupId, subGroupId, date = person.today, auto = person.showAuto } = request.query;
      const q = { date, includeAuto: auto };
      if (subGroupId) {
        const subGroup = await findSubGroup(db, person.userId, subGroupId);
        if (!subGroup) throw notFound(timeRefusals.subGroupNotFound);
        return ok(await subGroupEntry(db, person, subGroup, q));
      }
      if (timeGroupId) {
        if (!(await findGroup(db, person.userId, timeGroupId))) throw notFound(timeRefusals.timeGroupNotFound);
        return ok(await subGroupEntries(db, person, timeGroupId, q));
      }
      const [subGroups, tags] = await Promise.all([
        listSubGroups(db, person.userId),
        tagsOfSubGroups(db, person.userId),
      ]);
      const answer: SubGroupSummary[] = subGroups.map((s) => ({
        _id: s.id,
        name: s.name,
        timeGroupId: s.timeGroupId,
        tags: tags.get(s.id) ?? [],
      }));
      return ok(answer);
    },
  );

  app.post(
    '/sub-group',
    { schema: { body: subGroupCreateBody, response: { 201: success(subGroupListEntryAnswer), ...failureAnswers } } },
    async (request, reply) => {
      const person = await timePerson(deps, request);
      const { name, timeGroupId, tagIds = [] } = request.body;
      if (!(await findGroup(db, person.userId, timeGroupId))) throw notFound(timeRefusals.timeGroupNotFound);
      if (await findSubGroupByName(db, timeGroupId, name)) throw conflict(timeRefusals.duplicateSubGroup);
      if (!(await ownsTags(db, person.userId, tagIds))) throw notFound(timeRefusals.tagNotFound);
      const row = { id: newId(), userId: person.userId, timeGroupId, name, createdAt: person.now };
      try {
        await inTransaction(db, async (tx) => {
          await insertSubGroup(tx, row);
          await setSubGroupTags(tx, person.userId, row.id, tagIds);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(timeRefusals.duplicateSubGroup);
        throw error;
      }
      deps.live.publish({ kind: 'timeSubGroup', id: row.id, action: 'created' }, [person.userId]);
      const entry = await subGroupEntry(db, person, row, { date: person.today, includeAuto: person.showAuto });
      return reply.status(201).send(ok(entry));
    },
  );

  app.put(
    '/sub-group',
    { schema: { body: subGroupUpdateBody, response: { 200: success(subGroupListEntryAnswer), ...failureAnswers } } },
    async (request) => {
      const person = await timePerson(deps, request);
      const body = request.body;
      const subGroup = await findSubGroup(db, person.userId, body.subGroupId);
      if (!subGroup) throw notFound(timeRefusals.subGroupNotFound);
      const q = { date: person.today, includeAuto: person.showAuto };
      if (body.moveSubGroup && body.newSubGroupId) {
        if (body.newSubGroupId === subGroup.id) throw badRequest(timeRefusals.moveIntoItself);
        const target = await findSubGroup(db, person.userId, body.newSubGroupId);
        if (!target) throw notFound(timeRefusals.subGroupNotFound);
        const moved = await inTransaction(db, (tx) => moveSubGroup(tx, person.userId, subGroup, target));
        if (!moved) throw conflict(timeRefusals.subGroupRunning);
        deps.live.publish({ kind: 'timeSubGroup', id: subGroup.id, action: 'deleted' }, [person.userId]);
        deps.live.publish({ kind: 'timeSubGroup', id: target.id, action: 'changed' }, [person.userId]);
        return ok(await subGroupEntry(db, person, target, q));
      }
      if (body.name !== undefined) {
        const same = await findSubGroupByName(db, subGroup.timeGroupId, body.name);
        if (same && same.id !== subGroup.id) throw conflict(timeRefusals.duplicateSubGroup);
      }
      if (body.tagIds) if (!(await ownsTags(db, person.userId, body.tagIds))) throw notFound(timeRefusals.tagNotFound);
      try {
        await inTransaction(db, async (tx) => {
          if (body.name !== undefined) await renameSubGroup(tx, person.userId, subGroup.id, body.name);
          if (body.tagIds) await setSubGroupTags(tx, person.userId, subGroup.id, body.tagIds);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(timeRefusals.duplicateSubGroup);
        throw error;
      }
      deps.live.publish({ kind: 'timeSubGroup', id: subGroup.id, action: 'changed' }, [person.userId]);
      return ok(await subGroupEntry(db, person, { ...subGroup, name: body.name ?? subGroup.name }, q));
    },
  );

  app.delete(
    '/sub-group',
    { schema: { querystring: subGroupDeleteQuery, response: { 200: success(nothing), ...failureAnswers } } },
    async (request) => {
      const { userId } = signedInOf(request);
      const subGroup = await findSubGroup(db, userId, request.query.subGroupId);
      if (!subGroup) throw notFound(timeRefusals.subGroupNotFound);
      await inTransaction(db, (tx) => deleteSubGroup(tx, userId, subGroup.id));
      deps.live.publish({ kind: 'timeSubGroup', id: subGroup.id, action: 'deleted' }, [userId]);
      return ok(null);
    },
  );
};
