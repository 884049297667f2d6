import { z } from 'zod';
import { failureAnswers, nothing, success } from '@ordna/contract/kernel/envelope';
import { drinkCollectionAnswer, drinkCollectionSummaryAnswer } from '@ordna/contract/drinks/answers';
import {
  DRINK_COLLECTIONS_MAX,
  drinkCollectionCreateBody,
  drinkCollectionDeleteQuery,
  drinkCollectionQuery,
  drinkCollectionUpdateBody,
} from '@ordna/contract/drinks';
import { drinksRefusals } from '@ordna/contract/drinks/refusals';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { conflict } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { inTransaction } from '../../db/transaction';
import { newId, newPublicId } from '../../lib/ids';
import { audienceOf, forgetShares, tellAudience } from '../sharing/public';
import { collectionFieldsOf, drinkAnswerOf, sharedByOf } from './drink-answers';
import {
  countCollections,
  deleteCollection,
  findCollectionByName,
  insertCollection,
  listVisibleCollections,
  updateCollection,
} from './drink-collections.store';
import { reachCollection } from './drinks-access';
import { stockOf } from './drinks-stock';
import { listDrinks, publishDrinksOf } from './drinks.store';
import { refuseTakenName, withUniqueName } from '../../http/named-containers';

/** /drink-collection: the person's collections, one with its drinks, and create, change, delete. */
export const drinkCollectionRoutes: AreaRoutes = async (app, { db, clock, live }) => {
  const answerOne = async (personId: string, drinkCollectionId: string) => {
    const { collection, ownerId } = await reachCollection(db, personId, drinkCollectionId, 'read');
    const [rows, stock] = await Promise.all([listDrinks(db, ownerId, collection.id), stockOf(db, ownerId)]);
    const answer = { ...collectionFieldsOf(collection), drinks: rows.map((row) => drinkAnswerOf(row, stock)) };
    if (ownerId === personId) return answer;
    const shared = (await listVisibleCollections(db, personId)).find((row) => row.id === collection.id);
    return { ...answer, ...(shared && sharedByOf(shared)) };
  };

  app.get(
    '/drink-collection',
    {
      schema: {
        querystring: drinkCollectionQuery,
        response: {
          200: success(z.union([drinkCollectionAnswer, z.array(drinkCollectionSummaryAnswer)])),
          ...failureAnswers,
        },
      },
    },
    async (request) => {
      const { userId } = signedInOf(request);
      const { drinkCollectionId } = request.query;
      if (drinkCollectionId) return ok(await answerOne(userId, drinkCollectionId));
      const rows = await listVisibleCollections(db, userId);
      return ok(rows.map((row) => ({ ...collectionFieldsOf(row), drinkCount: row.drinkCount, ...sharedByOf(row) })));
    },
  );

  app.post(
    '/drink-collection',
    {
      schema: { body: drinkCollectionCreateBody, response: { 201: success(drinkCollectionAnswer), ...failureAnswers } },
    },
    async (request, reply) => {
      const { userId } = signedInOf(request);
      const { name } = request.body;
      if (await findCollectionByName(db, userId, name)) throw conflict(drinksRefusals.duplicateCollection);
      if ((await countCollections(db, userId)) >= DRINK_COLLECTIONS_MAX) {
        throw conflict(drinksRefusals.tooManyCollections);
      }
      const id = newId();
      await withUniqueName(drinksRefusals.duplicateCollection, () =>
        insertCollection(db, { id, userId, name, createdAt: clock() }),
      );
      live.publish({ kind: 'drinkCollection', id, action: 'created' }, [userId]);
      const created = { id, userId, name, publicId: null, onlyInStock: 0, displayName: '', version: 0 };
      return reply.status(201).send(ok({ ...collectionFieldsOf(created), drinks: [] }));
    },
  );

  app.put(
    '/drink-collection',
    {
      schema: { body: drinkCollectionUpdateBody, response: { 200: success(drinkCollectionAnswer), ...failureAnswers } },
    },
    async (request) => {
      const { userId } = signedInOf(request);
      const { drinkCollectionId, name, public: isPublic, onlyInStock, displayName, publishDrinks } = request.body;
      // Showing things to the world, and how, is the owner's choice; editors may rename.
      const ownersOnly = [isPublic, onlyInStock, displayName, publishDrinks].some((one) => one !== undefined);
      const { collection, ownerId } = await reachCollection(
        db,
        userId,
        drinkCollectionId,
        ownersOnly ? 'own' : 'change',
      );
      if (name !== undefined) {
        const same = await findCollectionByName(db, ownerId, name);
        refuseTakenName(same, collection.id, drinksRefusals.duplicateCollection);
      }
      // A public id is new each time the page is switched on, so an old address stays dead.
      const publicId = isPublic === undefined ? undefined : isPublic ? (collection.publicId ?? newPublicId()) : null;
      await withUniqueName(drinksRefusals.duplicateCollection, async () => {
        await inTransaction(db, async (tx) => {
          if (publishDrinks) await publishDrinksOf(tx, ownerId, collection.id, newPublicId);
          await updateCollection(tx, ownerId, collection.id, { name, publicId, onlyInStock, displayName });
        });
      });
      const event = { kind: 'drinkCollection', id: collection.id, action: 'changed' } as const;
      tellAudience(db, live, 'drinkCollection', collection.id, event);
      return ok(await answerOne(userId, collection.id));
    },
  );

  app.delete(
    '/drink-collection',
    { schema: { querystring: drinkCollectionDeleteQuery, response: { 200: success(nothing), ...failureAnswers } } },
    async (request) => {
      const { userId } = signedInOf(request);
      const { collection } = await reachCollection(db, userId, request.query.drinkCollectionId, 'own');
      // Read before the shares go with the collection: the people it was shared with hear it went.
      const audience = await audienceOf(db, 'drinkCollection', collection.id);
      await inTransaction(db, async (tx) => {
        await deleteCollection(tx, userId, collection.id);
        await forgetShares(tx, 'drinkCollection', collection.id);
      });
      live.publish({ kind: 'drinkCollection', id: collection.id, action: 'deleted' }, audience);
      return ok(null);
    },
  );
};
