import { RECIPE_COLLECTIONS_MAX } from '@ordna/contract/recipes';
import { recipesRefusals } from '@ordna/contract/recipes/refusals';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { conflict } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../lib/ids';
import { audienceOf, forgetShares, tellAudience } from '../sharing/public';
import { collectionAnswerOf } from './recipe-answers';
import { reachCollection } from './recipes-access';
import {
  countCollections,
  deleteCollection,
  findCollectionByName,
  insertCollection,
  listVisibleCollections,
  renameCollection,
} from './recipe-collections.store';
import { countRecipes } from './recipes.store';
import { route } from '../../http/endpoint-route';
import { recipesEndpoints } from '@ordna/contract/recipes/endpoints';
import { refuseDuplicateName, refuseTakenName } from '../../http/named-containers';

const refuseDuplicate = refuseDuplicateName(recipesRefusals.duplicateCollection);

/** /recipe-collection: the collections a person sees, one of them, and create, rename, delete. */
export const recipeCollectionRoutes: AreaRoutes = async (app, { db, clock, live }) => {
  route(app, recipesEndpoints.readCollection, async (request) => {
    const { userId } = signedInOf(request);
    const { collectionId } = request.query;
    if (collectionId) {
      const { collection, ownerId } = await reachCollection(db, userId, collectionId, 'read');
      const recipeCount = await countRecipes(db, ownerId, collection.id);
      const shared =
        ownerId === userId
          ? undefined
          : (await listVisibleCollections(db, userId)).find((row) => row.id === collectionId);
      return ok(collectionAnswerOf({ ...collection, recipeCount, ...shared }));
    }
    return ok((await listVisibleCollections(db, userId)).map(collectionAnswerOf));
  });

  route(app, recipesEndpoints.createCollection, async (request, reply) => {
    const { userId } = signedInOf(request);
    const { name } = request.body;
    if (await findCollectionByName(db, userId, name)) throw conflict(recipesRefusals.duplicateCollection);
    if ((await countCollections(db, userId)) >= RECIPE_COLLECTIONS_MAX) {
      throw conflict(recipesRefusals.tooManyCollections);
    }
    const row = { id: newId(), userId, name, createdAt: clock() };
    await insertCollection(db, row).catch(refuseDuplicate);
    live.publish({ kind: 'recipeCollection', id: row.id, action: 'created' }, [userId]);
    return reply.status(201).send(ok(collectionAnswerOf({ ...row, recipeCount: 0 })));
  });

  route(app, recipesEndpoints.changeCollection, async (request) => {
    const { userId } = signedInOf(request);
    const { id, collectionId, name } = request.body;
    // The schema has checked that one of them is there.
    const { collection, ownerId } = await reachCollection(db, userId, (collectionId ?? id)!, 'change');
    const same = await findCollectionByName(db, ownerId, name);
    refuseTakenName(same, collection.id, recipesRefusals.duplicateCollection);
    await renameCollection(db, ownerId, collection.id, name).catch(refuseDuplicate);
    tellAudience(db, live, 'recipeCollection', collection.id, {
      kind: 'recipeCollection',
      id: collection.id,
      action: 'changed',
    });
    const recipeCount = await countRecipes(db, ownerId, collection.id);
    return ok(collectionAnswerOf({ ...collection, name, recipeCount }));
  });

  route(app, recipesEndpoints.deleteCollection, async (request) => {
    const { userId } = signedInOf(request);
    const { collection } = await reachCollection(db, userId, request.query.collectionId, 'own');
    // Read before the shares go with the collection: the people it was shared with hear it went.
    const audience = await audienceOf(db, 'recipeCollection', collection.id);
    await inTransaction(db, async (tx) => {
      await deleteCollection(tx, userId, collection.id);
      await forgetShares(tx, 'recipeCollection', collection.id);
    });
    live.publish({ kind: 'recipeCollection', id: collection.id, action: 'deleted' }, audience);
    return ok(null);
  });
};
