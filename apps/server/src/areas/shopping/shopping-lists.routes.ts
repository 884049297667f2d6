import { z } from 'zod';
import { failureAnswers, nothing, success } from '@ordna/contract/kernel/envelope';
import { shoppingListAnswer, shoppingListSummaryAnswer } from '@ordna/contract/shopping/answers';
import {
  SHOPPING_LISTS_MAX,
  shoppingListCreateBody,
  shoppingListDeleteQuery,
  shoppingListQuery,
  shoppingListUpdateBody,
} from '@ordna/contract/shopping';
import { shoppingRefusals } from '@ordna/contract/shopping/refusals';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { conflict } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { inTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { newId } from '../../lib/ids';
import { audienceOf, forgetShares, tellAudience } from '../sharing/public';
import { itemAnswerOf, sharedByOf } from './shopping-answers';
import { reachList } from './shopping-access';
import { categoryOrderOf, readCategoryOrder } from './shopping-category-order';
import { listItems } from './shopping-items.store';
import {
  countLists,
  deleteList,
  findListByName,
  insertList,
  listVisibleLists,
  renameList,
} from './shopping-lists.store';

/** /shopping-list: the lists the person sees with their counts, one list with its items, create, rename, delete. */
export const shoppingListRoutes: AreaRoutes = async (app, { db, clock, live }) => {
  app.get(
    '/shopping-list',
    {
      schema: {
        querystring: shoppingListQuery,
        response: {
          200: success(z.union([shoppingListAnswer, z.array(shoppingListSummaryAnswer)])),
          ...failureAnswers,
        },
      },
    },
    async (request) => {
      const { userId } = signedInOf(request);
      const { listId } = request.query;
      const lists = await listVisibleLists(db, userId);
      const summaryOf = (list: (typeof lists)[number]) => ({
        _id: list.id,
        name: list.name,
        itemCount: list.itemCount,
        uncheckedCount: list.uncheckedCount,
        ...sharedByOf(list),
      });
      if (!listId) return ok(lists.map(summaryOf));
      const { list, ownerId } = await reachList(db, userId, listId, 'read');
      const items = (await listItems(db, ownerId, list.id)).map(itemAnswerOf);
      const listed = lists.find((row) => row.id === list.id);
      const counts = { itemCount: items.length, uncheckedCount: items.filter((item) => !item.checked).length };
      const categoryOrder = await readCategoryOrder(db, ownerId, list.id);
      return ok({ _id: list.id, name: list.name, ...(listed && sharedByOf(listed)), ...counts, items, categoryOrder });
    },
  );

  app.post(
    '/shopping-list',
    { schema: { body: shoppingListCreateBody, response: { 201: success(shoppingListAnswer), ...failureAnswers } } },
    async (request, reply) => {
      const { userId } = signedInOf(request);
      const { name } = request.body;
      if (await findListByName(db, userId, name)) throw conflict(shoppingRefusals.duplicateList);
      if ((await countLists(db, userId)) >= SHOPPING_LISTS_MAX) throw conflict(shoppingRefusals.tooManyLists);
      const id = newId();
      try {
        await insertList(db, { id, userId, name, createdAt: clock() });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(shoppingRefusals.duplicateList);
        throw error;
      }
      live.publish({ kind: 'shoppingList', id, action: 'created' }, [userId]);
      const categoryOrder = categoryOrderOf('');
      return reply.status(201).send(ok({ _id: id, name, itemCount: 0, uncheckedCount: 0, items: [], categoryOrder }));
    },
  );

  app.put(
    '/shopping-list',
    { schema: { body: shoppingListUpdateBody, response: { 200: success(shoppingListAnswer), ...failureAnswers } } },
    async (request) => {
      const { userId } = signedInOf(request);
      const { listId, name } = request.body;
      const { list, ownerId } = await reachList(db, userId, listId, 'change');
      const same = await findListByName(db, ownerId, name);
      if (same && same.id !== list.id) throw conflict(shoppingRefusals.duplicateList);
      try {
        await renameList(db, ownerId, list.id, name);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(shoppingRefusals.duplicateList);
        throw error;
      }
      tellAudience(db, live, 'shoppingList', list.id, { kind: 'shoppingList', id: list.id, action: 'changed' });
      const items = (await listItems(db, ownerId, list.id)).map(itemAnswerOf);
      const uncheckedCount = items.filter((item) => !item.checked).length;
      const categoryOrder = await readCategoryOrder(db, ownerId, list.id);
      return ok({ _id: list.id, name, itemCount: items.length, uncheckedCount, items, categoryOrder });
    },
  );

  app.delete(
    '/shopping-list',
    { schema: { querystring: shoppingListDeleteQuery, response: { 200: success(nothing), ...failureAnswers } } },
    async (request) => {
      const { userId } = signedInOf(request);
      const { list } = await reachList(db, userId, request.query.listId, 'own');
      // Read before the shares go with the list: the people it was shared with hear it went.
      const audience = await audienceOf(db, 'shoppingList', list.id);
      await inTransaction(db, async (tx) => {
        await deleteList(tx, userId, list.id);
        await forgetShares(tx, 'shoppingList', list.id);
      });
      live.publish({ kind: 'shoppingList', id: list.id, action: 'deleted' }, audience);
      return ok(null);
    },
  );
};
