import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { signedInOf } from '../../http/signed-in';
import { inTransaction } from '../../db/transaction';
import { newId, newPublicId } from '../../lib/ids';
import { collectionFieldsOf, drinkAnswerOf, sharedByOf } from './drink-answers';
import {
  collectionColumns,
  deleteCollectionContents,
  drinkCollectionContainer,
  listVisibleCollections,
  updateCollection,
  type CollectionRow,
} from './drink-collections.store';
import { addressesOfImages } from '../images/public';
import { reachCollection } from './drinks-access';
import { stockOfAmounts } from './drinks-stock';
import { namedContainer } from '../../http/named-containers';
import { drinksWithStockColumns, drinksWithStockOf, publishDrinksOf } from './drinks.store';
import { containerId, containerOwner, containerSeenBy, requireSeen } from '../sharing/public';
import { drinksRefusals } from '@ordna/contract/drinks/refusals';
import { route } from '../../http/endpoint-route';
import { drinksEndpoints } from '@ordna/contract/drinks/endpoints';

/** The table of the container drinks are in. */
const TABLE = 'drinkCollections';

/** /drink-collection: the person's collections, one with its drinks, and create, change, delete. */
export const drinkCollectionRoutes: AreaRoutes = async (app, deps) => {
  const { db, clock, live } = deps;
  const collections = namedContainer({ ...drinkCollectionContainer, db, live });
  const answerOne = async (personId: string, drinkCollectionId: string) => {
    // The collection, the person's access to it, its drinks with their pictures and the stock in one statement.
    const columns = [...collectionColumns(), ...drinksWithStockColumns(db, containerOwner(TABLE), containerId(TABLE))];
    const seen = await containerSeenBy(db, personId, TABLE, 'drinkCollection', drinkCollectionId, columns);
    const { container: collection } = requireSeen(personId, seen, 'read', drinksRefusals.collectionNotFound);
    const read = drinksWithStockOf(collection);
    const stock = stockOfAmounts(read.stock);
    const addressOf = await addressesOfImages(deps);
    const drinks = read.drinks.map(({ imageId, ...row }) =>
      drinkAnswerOf(row, stock, imageId === null ? null : addressOf(imageId)),
    );
    return { ...collectionFieldsOf(collection as unknown as CollectionRow), drinks, ...sharedByOf(collection) };
  };

  route(app, drinksEndpoints.readCollection, async (request) => {
    const { userId } = signedInOf(request);
    const { drinkCollectionId } = request.query;
    if (drinkCollectionId) return ok(await answerOne(userId, drinkCollectionId));
    const rows = await listVisibleCollections(db, userId);
    return ok(rows.map((row) => ({ ...collectionFieldsOf(row), drinkCount: row.drinkCount, ...sharedByOf(row) })));
  });

  route(app, drinksEndpoints.createCollection, async (request, reply) => {
    const { userId } = signedInOf(request);
    const { name } = request.body;
    const id = await collections.create({ id: newId(), userId, name, createdAt: clock() });
    const created = { id, userId, name, publicId: null, onlyInStock: 0, displayName: '', version: 0 };
    return reply.status(201).send(ok({ ...collectionFieldsOf(created), drinks: [] }));
  });

  route(app, drinksEndpoints.changeCollection, async (request) => {
    const { userId } = signedInOf(request);
    const { drinkCollectionId, name, public: isPublic, onlyInStock, displayName, publishDrinks } = request.body;
    // Showing things to the world, and how, is the owner's choice; editors may rename.
    const ownersOnly = [isPublic, onlyInStock, displayName, publishDrinks].some((one) => one !== undefined);
    const { collection, ownerId } = await reachCollection(db, userId, drinkCollectionId, ownersOnly ? 'own' : 'change');
    // A public id is new each time the page is switched on, so an old address stays dead.
    const publicId = isPublic === undefined ? undefined : isPublic ? (collection.publicId ?? newPublicId()) : null;
    await collections.change({ id: collection.id, ownerId }, name, () =>
      inTransaction(db, async (tx) => {
        if (publishDrinks) await publishDrinksOf(tx, ownerId, collection.id, newPublicId);
        await updateCollection(tx, ownerId, collection.id, { name, publicId, onlyInStock, displayName });
      }),
    );
    return ok(await answerOne(userId, collection.id));
  });

  route(app, drinksEndpoints.deleteCollection, async (request) => {
    const { userId } = signedInOf(request);
    const { collection } = await reachCollection(db, userId, request.query.drinkCollectionId, 'own');
    await collections.remove({ id: collection.id, ownerId: userId }, (tx) =>
      deleteCollectionContents(tx, userId, collection.id),
    );
    return ok(null);
  });
};
