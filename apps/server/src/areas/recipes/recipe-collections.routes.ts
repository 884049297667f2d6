import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { signedInOf } from '../../http/signed-in';
import { newId } from '../../lib/ids';
import { collectionAnswerOf } from './recipe-answers';
import { reachCollection } from './recipes-access';
import {
  deleteCollectionContents,
  listVisibleCollections,
  recipeCollectionContainer,
} from './recipe-collections.store';
import { countRecipes } from './recipes.store';
import { route } from '../../http/endpoint-route';
import { recipesEndpoints } from '@ordna/contract/recipes/endpoints';
import { namedContainer } from '../../http/named-containers';

/** /recipe-collection: the collections a person sees, one of them, and create, rename, delete. */
export const recipeCollectionRoutes: AreaRoutes = async (app, { db, clock, live }) => {
  const collections = namedContainer({ ...recipeCollectionContainer, db, live });

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
    const row = { id: newId(), userId, name, createdAt: clock() };
    await collections.create(row);
    return reply.status(201).send(ok(collectionAnswerOf({ ...row, recipeCount: 0 })));
  });

  route(app, recipesEndpoints.changeCollection, async (request) => {
    const { userId } = signedInOf(request);
    const { id, collectionId, name } = request.body;
    // The schema has checked that one of them is there.
    const { collection, ownerId } = await reachCollection(db, userId, (collectionId ?? id)!, 'change');
    await collections.change({ id: collection.id, ownerId }, name);
    const recipeCount = await countRecipes(db, ownerId, collection.id);
    return ok(collectionAnswerOf({ ...collection, name, recipeCount }));
  });

  route(app, recipesEndpoints.deleteCollection, async (request) => {
    const { userId } = signedInOf(request);
    const { collection } = await reachCollection(db, userId, request.query.collectionId, 'own');
    await collections.remove({ id: collection.id, ownerId: userId }, (tx) =>
      deleteCollectionContents(tx, userId, collection.id),
    );
    return ok(null);
  });
};
