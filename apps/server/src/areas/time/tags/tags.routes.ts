import { type Tag } from '@ordna/contract/time';
import { timeRefusals } from '@ordna/contract/time/refusals';
import type { AreaRoutes } from '../../../http/context';
import { ok } from '../../../http/envelope';
import { inTransaction } from '../../../db/transaction';
import { signedInOf } from '../../../http/signed-in';
import { notFound } from '../../../http/errors';
import { newId } from '../../../lib/ids';
import { deleteTag, findTag, insertTag, listTags, renameTag } from './tags.store';
import { withUniqueName } from '../../../http/named-containers';
import { route } from '../../../http/endpoint-route';
import { timeEndpoints } from '@ordna/contract/time/endpoints';

/** /tag: the person's tags for time groups and sub groups. */
export const tagRoutes: AreaRoutes = async (app, deps) => {
  const { db } = deps;

  const unique = async (write: () => Promise<void>) => {
    await withUniqueName(timeRefusals.duplicateTag, () => write());
  };

  route(app, timeEndpoints.readTag, async (request) => {
    const { userId } = signedInOf(request);
    return ok(await listTags(db, userId));
  });

  route(app, timeEndpoints.createTag, async (request, reply) => {
    const { userId } = signedInOf(request);
    const tag: Tag = { _id: newId(), title: request.body.title };
    await unique(() => insertTag(db, userId, tag._id, tag.title));
    return reply.status(201).send(ok(tag));
  });

  route(app, timeEndpoints.changeTag, async (request) => {
    const { userId } = signedInOf(request);
    const { tagId, title } = request.body;
    if (!(await findTag(db, userId, tagId))) throw notFound(timeRefusals.tagNotFound);
    await unique(() => renameTag(db, userId, tagId, title));
    const tag: Tag = { _id: tagId, title };
    return ok(tag);
  });

  route(app, timeEndpoints.deleteTag, async (request) => {
    const { userId } = signedInOf(request);
    if (!(await findTag(db, userId, request.query.tagId))) throw notFound(timeRefusals.tagNotFound);
    await inTransaction(db, (tx) => deleteTag(tx, userId, request.query.tagId));
    return ok(null);
  });
};
