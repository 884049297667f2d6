import { z } from 'zod';
import { failureAnswers, nothing, success } from '@ordna/contract/envelope';
import { counterGroupAnswer } from '@ordna/contract/counters-answers';
import {
  COUNTER_GROUPS_MAX,
  counterGroupCreateBody,
  counterGroupDeleteQuery,
  counterGroupQuery,
  counterGroupUpdateBody,
} from '@ordna/contract/counters';
import { countersRefusals } from '@ordna/contract/counters-refusals';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { conflict, notFound } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { inTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { newId } from '../../lib/ids';
import { groupAnswerOf } from './counter-answers';
import {
  countGroups,
  deleteGroup,
  findGroup,
  findGroupByName,
  insertGroup,
  listGroups,
  renameGroup,
} from './counter-groups.store';
import { listCounters } from './counters.store';

/** /counter-group: the person's groups with their counters, one group, and create, rename, delete. */
export const counterGroupRoutes: AreaRoutes = async (app, { db, clock, live }) => {
  app.get(
    '/counter-group',
    {
      schema: {
        querystring: counterGroupQuery,
        response: { 200: success(z.union([counterGroupAnswer, z.array(counterGroupAnswer)])), ...failureAnswers },
      },
    },
    async (request) => {
      const { userId } = signedInOf(request);
      const { counterGroupId } = request.query;
      if (counterGroupId) {
        const group = await findGroup(db, userId, counterGroupId);
        if (!group) throw notFound(countersRefusals.groupNotFound);
        return ok(groupAnswerOf(group, await listCounters(db, userId, [group.id])));
      }
      const [groups, counters] = await Promise.all([listGroups(db, userId), listCounters(db, userId)]);
      return ok(groups.map((group) => groupAnswerOf(group, counters)));
    },
  );

  app.post(
    '/counter-group',
    { schema: { body: counterGroupCreateBody, response: { 201: success(counterGroupAnswer), ...failureAnswers } } },
    async (request, reply) => {
      const { userId } = signedInOf(request);
      const { name } = request.body;
      if (await findGroupByName(db, userId, name)) throw conflict(countersRefusals.duplicateGroup);
      if ((await countGroups(db, userId)) >= COUNTER_GROUPS_MAX) throw conflict(countersRefusals.tooManyGroups);
      const id = newId();
      try {
        await insertGroup(db, { id, userId, name, createdAt: clock() });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(countersRefusals.duplicateGroup);
        throw error;
      }
      live.publish({ kind: 'counterGroup', id, action: 'created' }, [userId]);
      return reply.status(201).send(ok(groupAnswerOf({ id, name }, [])));
    },
  );

  app.put(
    '/counter-group',
    { schema: { body: counterGroupUpdateBody, response: { 200: success(counterGroupAnswer), ...failureAnswers } } },
    async (request) => {
      const { userId } = signedInOf(request);
      const { counterGroupId, name } = request.body;
      const group = await findGroup(db, userId, counterGroupId);
      if (!group) throw notFound(countersRefusals.groupNotFound);
      const same = await findGroupByName(db, userId, name);
      if (same && same.id !== group.id) throw conflict(countersRefusals.duplicateGroup);
      try {
        await renameGroup(db, userId, group.id, name);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(countersRefusals.duplicateGroup);
        throw error;
      }
      live.publish({ kind: 'counterGroup', id: group.id, action: 'changed' }, [userId]);
      return ok(groupAnswerOf({ id: group.id, name }, await listCounters(db, userId, [group.id])));
    },
  );

  app.delete(
    '/counter-group',
    { schema: { querystring: counterGroupDeleteQuery, response: { 200: success(nothing), ...failureAnswers } } },
    async (request) => {
      const { userId } = signedInOf(request);
      const group = await findGroup(db, userId, request.query.counterGroupId);
      if (!group) throw notFound(countersRefusals.groupNotFound);
      await inTransaction(db, (tx) => deleteGroup(tx, userId, group.id));
      live.publish({ kind: 'counterGroup', id: group.id, action: 'deleted' }, [userId]);
      return ok(null);
    },
  );
};
