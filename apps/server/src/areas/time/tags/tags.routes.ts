import { tagCreateBody, tagDeleteQuery, tagUpdateBody, type Tag } from '@ordna/contract/time';
import { timeRefusals } from '@ordna/contract/time/refusals';
import { z } from 'zod';
import { tagAnswer } from '@ordna/contract/time/answers';
import { failureAnswers, nothing, success } from '@ordna/contract/kernel/envelope';
import type { AreaRoutes } from '../../../http/context';
import { ok } from '../../../http/envelope';
import { inTransaction } from '../../../db/transaction';
import { signedInOf } from '../../../http/signed-in';
import { notFound } from '../../../http/errors';
import { newId } from '../../../lib/ids';
import { deleteTag, findTag, insertTag, listTags, renameTag } from './tags.store';
import { withUniqueName } from '../../../http/named-containers';

/** /tag: the person's tags for time groups and sub groups. */
export const tagRoutes: AreaRoutes = async (app, deps) => {
  const { db } = deps;

  const unique = async (write: () => Promise<void>) => {
    await withUniqueName(timeRefusals.duplicateTag, () => write());
  };

  app.get(
    '/tag',
    { schema: { response: { 200: success(z.array(tagAnswer)), ...failureAnswers } } },
    async (request) => {
      const { userId } = signedInOf(request);
      return ok(await listTags(db, userId));
    },
  );

  app.post(
    '/tag',
    { schema: { body: tagCreateBody, response: { 201: success(tagAnswer), ...failureAnswers } } },
    async (request, reply) => {
      const { userId } = signedInOf(request);
      const tag: Tag = { _id: newId(), title: request.body.title };
      await unique(() => insertTag(db, userId, tag._id, tag.title));
      return reply.status(201).send(ok(tag));
    },
  );

  app.put(
    '/tag',
    { schema: { body: tagUpdateBody, response: { 200: success(tagAnswer), ...failureAnswers } } },
    async (request) => {
      const { userId } = signedInOf(request);
      const { tagId, title } = request.body;
      if (!(await findTag(db, userId, tagId))) throw notFound(timeRefusals.tagNotFound);
      await unique(() => renameTag(db, userId, tagId, title));
      const tag: Tag = { _id: tagId, title };
      return ok(tag);
    },
  );

  app.delete(
    '/tag',
    { schema: { querystring: tagDeleteQuery, response: { 200: success(nothing), ...failureAnswers } } },
    async (request) => {
      const { userId } = signedInOf(request);
      if (!(await findTag(db, userId, request.query.tagId))) throw notFound(timeRefusals.tagNotFound);
      await inTransaction(db, (tx) => deleteTag(tx, userId, request.query.tagId));
      return ok(null);
    },
  );
};
