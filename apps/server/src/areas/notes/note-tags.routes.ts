import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { signedInOf } from '../../http/signed-in';
import { route } from '../../http/endpoint-route';
import { notesEndpoints } from '@ordna/contract/notes/endpoints';
import { reachCollection } from './notes-access';
import { tagCounts } from './note-tags.store';

/**
 * /note-tag: the #tags of one collection's notes (one the person may read), or of every note they
 * see (their own and those of collections shared with them, as the notes list), with counts.
 */
export const noteTagRoutes: AreaRoutes = async (app, { db }) => {
  route(app, notesEndpoints.readTags, async (request) => {
    const { userId } = signedInOf(request);
    const { notesCollectionId } = request.query;
    if (!notesCollectionId) return ok(await tagCounts(db, { personId: userId }));
    const { ownerId } = await reachCollection(db, userId, notesCollectionId, 'read');
    return ok(await tagCounts(db, { ownerId, notesCollectionId }));
  });
};
