import { DRINKS_PER_COLLECTION_MAX, type IngredientBody } from '@ordna/contract/drinks';
import { drinksRefusals } from '@ordna/contract/drinks/refusals';
import type { LiveAction } from '@ordna/contract/kernel/live';
import type { AppDeps, AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { badRequest, conflict } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { inTransaction } from '../../db/transaction';
import { newId, newPublicId } from '../../lib/ids';
import { tellAudience } from '../sharing/public';
import { followImageUrlLater, imageAddressOf } from '../images/public';
import { drinkAnswerOf } from './drink-answers';
import { touchCollection } from './drink-collections.store';
import { reachCollection, reachDrink } from './drinks-access';
import { ownerSeesItems, stockOf } from './drinks-stock';
import { countDrinks, deleteDrink, findAnyDrink, insertDrink, updateDrink, type DrinkRow } from './drinks.store';
import { route } from '../../http/endpoint-route';
import { drinksEndpoints } from '@ordna/contract/drinks/endpoints';

/** The JSON columns as stored: every ingredient field present, so answers need no defaults. */
function ingredientsText(ingredients: IngredientBody[]): string {
  return JSON.stringify(
    ingredients.map(({ name, amount = null, unit = '', foodItemId = null }) => ({ name, amount, unit, foodItemId })),
  );
}

/** Tells everyone who sees the drink's collection that the drink changed. */
function tellAboutDrink({ db, live }: AppDeps, collectionId: string, drinkId: string, action: LiveAction) {
  tellAudience(db, live, 'drinkCollection', collectionId, { kind: 'drink', id: drinkId, action });
}

/** /drink: one drink, and create, change (or move), delete; drinks follow their collection's sharing. */
export const drinkRoutes: AreaRoutes = async (app, deps) => {
  const { db, clock } = deps;
  const answerOf = async (row: DrinkRow) =>
    drinkAnswerOf(
      row,
      await stockOf(db, row.userId),
      await imageAddressOf(deps, { kind: 'drink', id: row.id, userId: row.userId }),
    );
  // The picture is fetched after the save answered; its collection's version goes up when it lands.
  const follow = (row: Pick<DrinkRow, 'id' | 'userId' | 'imageUrl' | 'drinkCollectionId'>) =>
    followImageUrlLater(deps, { kind: 'drink', id: row.id, userId: row.userId }, row.imageUrl, async () => {
      await inTransaction(db, (tx) => touchCollection(tx, row.userId, row.drinkCollectionId));
      tellAboutDrink(deps, row.drinkCollectionId, row.id, 'changed');
    });

  route(app, drinksEndpoints.readDrink, async (request) => {
    const { userId } = signedInOf(request);
    const { drink } = await reachDrink(db, userId, request.query.drinkId, 'read');
    return ok(await answerOf(drink));
  });

  route(app, drinksEndpoints.createDrink, async (request, reply) => {
    const { userId } = signedInOf(request);
    const { drinkCollectionId, name, public: isPublic, ...fields } = request.body;
    // Making a drink public shows it to the world: that is the owner's choice.
    const need = isPublic ? 'own' : 'change';
    const { collection, ownerId } = await reachCollection(db, userId, drinkCollectionId, need);
    if ((await countDrinks(db, ownerId, collection.id)) >= DRINKS_PER_COLLECTION_MAX) {
      throw conflict(drinksRefusals.tooManyDrinks);
    }
    if (!(await ownerSeesItems(db, ownerId, fields.ingredients ?? []))) {
      throw badRequest(drinksRefusals.storageItemNotFound);
    }
    const row: DrinkRow = {
      id: newId(),
      userId: ownerId,
      drinkCollectionId: collection.id,
      name,
      ingredients: ingredientsText(fields.ingredients ?? []),
      method: fields.method ?? '',
      glass: fields.glass ?? '',
      garnish: fields.garnish ?? '',
      notes: fields.notes ?? '',
      imageUrl: fields.imageUrl ?? '',
      tags: JSON.stringify(fields.tags ?? []),
      publicId: isPublic ? newPublicId() : null,
    };
    // The collection's version goes up with the drink, so its cached public page is read again.
    await inTransaction(db, async (tx) => {
      await insertDrink(tx, { ...row, createdAt: clock() });
      await touchCollection(tx, ownerId, collection.id);
    });
    // The picture at its image address is fetched once, after the drink is saved.
    follow(row);
    tellAboutDrink(deps, collection.id, row.id, 'created');
    return reply.status(201).send(ok(await answerOf(row)));
  });

  route(app, drinksEndpoints.changeDrink, async (request) => {
    const { userId } = signedInOf(request);
    const { drinkId, drinkCollectionId, public: isPublic, ingredients, tags, ...fields } = request.body;
    const { drink, ownerId } = await reachDrink(db, userId, drinkId, isPublic === undefined ? 'change' : 'own');
    if (ingredients && !(await ownerSeesItems(db, ownerId, ingredients))) {
      throw badRequest(drinksRefusals.storageItemNotFound);
    }
    const moving = drinkCollectionId !== undefined && drinkCollectionId !== drink.drinkCollectionId;
    if (moving) {
      const target = await reachCollection(db, userId, drinkCollectionId, 'change');
      if (target.ownerId !== ownerId) throw badRequest(drinksRefusals.otherOwnersCollection);
      if ((await countDrinks(db, ownerId, drinkCollectionId)) >= DRINKS_PER_COLLECTION_MAX) {
        throw conflict(drinksRefusals.tooManyDrinks);
      }
    }
    // A public id is new each time the drink is made public, so an old address stays dead.
    const publicId = isPublic === undefined ? undefined : isPublic ? (drink.publicId ?? newPublicId()) : null;
    await inTransaction(db, async (tx) => {
      await updateDrink(tx, ownerId, drink.id, {
        ...fields,
        ...(moving && { drinkCollectionId }),
        ...(ingredients !== undefined && { ingredients: ingredientsText(ingredients) }),
        ...(tags !== undefined && { tags: JSON.stringify(tags) }),
        ...(publicId !== undefined && { publicId }),
      });
      await touchCollection(tx, ownerId, drink.drinkCollectionId);
      if (moving) await touchCollection(tx, ownerId, drinkCollectionId);
    });
    tellAboutDrink(deps, drink.drinkCollectionId, drink.id, 'changed');
    if (moving) tellAboutDrink(deps, drinkCollectionId, drink.id, 'changed');
    const changed = (await findAnyDrink(db, drink.id))!;
    // A drink saved before pictures were kept gets its picture fetched now.
    follow(changed);
    return ok(await answerOf(changed));
  });

  route(app, drinksEndpoints.deleteDrink, async (request) => {
    const { userId } = signedInOf(request);
    const { drink, ownerId } = await reachDrink(db, userId, request.query.drinkId, 'change');
    await inTransaction(db, async (tx) => {
      await deleteDrink(tx, ownerId, drink.id);
      await touchCollection(tx, ownerId, drink.drinkCollectionId);
    });
    tellAboutDrink(deps, drink.drinkCollectionId, drink.id, 'deleted');
    return ok(null);
  });
};
