import { tagCreateBody, tagDeleteQuery, tagUpdateBody, timeMessages, type Tag } from '@ordna/contract/time';
import type { AreaRoutes } from '../../../http/context';
import { ok } from '../../../http/envelope';
import { conflict, notFound } from '../../../http/errors';
import { newId } from '../../../lib/ids';
import { isUniqueViolation } from '../stamps/stamp-writes.service';
import { deleteTag, findTag, insertTag, listTags, renameTag } from './tags.store';

const NO_SUCH_TAG = 'Tag not found.';

/** /tag: the person's tags for time groups and sub groups. */
export const tagRoutes: AreaRoutes = async (app, deps) => {
  const { db } = deps;

  const unique = async (write: () => Promise<void>) => {
    try {
      await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(timeMessages.duplicateTag);
      throw error;
    }
  };

  app.get('/tag', async (request) => {
    const { userId } = await deps.signedIn(request);
    return ok(await listTags(db, userId));
  });

  app.post('/tag', { schema: { body: tagCreateBody } }, async (request, reply) => {
    const { userId } = await deps.signedIn(request);
    const tag: Tag = { _id: newId(), title: request.body.title };
    await unique(() => insertTag(db, userId, tag._id, tag.title));
    return reply.status(201).send(ok(tag));
  });

  app.put('/tag', { schema: { body: tagUpdateBody } }, async (request) => {
    const { userId } = await deps.signedIn(request);
    const { tagId, title } = request.body;
    if (!(await findTag(db, userId, tagId))) throw notFound(NO_SUCH_TAG);
    await unique(() => renameTag(db, userId, tagId, title));
    const tag: Tag = { _id: tagId, title };
    return ok(tag);
  });

  app.delete('/tag', { schema: { querystring: tagDeleteQuery } }, async (request) => {
    const { userId } = await deps.signedIn(request);
    if (!(await findTag(db, userId, request.query.tagId))) throw notFound(NO_SUCH_TAG);
    await deleteTag(db, userId, request.query.tagId);
    return ok(null);
  });
};
