import { drinksEndpoints } from '@ordna/contract/drinks/endpoints';
import { IMAGE_UPLOAD_MAX_CHARS } from '@ordna/contract/kernel/images';
import type { AreaRoutes } from '../../http/context';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { signedInOf } from '../../http/signed-in';
import { inTransaction } from '../../db/transaction';
import { forgetImage, imageAddressOf, keepUploadedImage } from '../images/public';
import { tellAudience } from '../sharing/public';
import { drinkAnswerOf } from './drink-answers';
import { touchCollection } from './drink-collections.store';
import { reachDrink } from './drinks-access';
import { stockOf } from './drinks-stock';
import { findAnyDrink, updateDrink } from './drinks.store';

/** An upload's body: the base64 of a 10 MiB picture and a little JSON around it. */
const UPLOAD_BODY_LIMIT = IMAGE_UPLOAD_MAX_CHARS + 64 * 1024;

/**
 * /drink/image: a person uploads a picture for a drink (replacing any other) or removes it. Both
 * need the right to change the drink, raise its collection's version (its public page shows the
 * picture too) and answer the drink with its picture's new address.
 */
export const drinkImageRoutes: AreaRoutes = async (app, deps) => {
  const { db, live } = deps;
  const changed = async (drinkId: string, collectionId: string, ownerId: string) => {
    await inTransaction(db, (tx) => touchCollection(tx, ownerId, collectionId));
    tellAudience(db, live, 'drinkCollection', collectionId, { kind: 'drink', id: drinkId, action: 'changed' });
    const row = (await findAnyDrink(db, drinkId))!;
    const image = await imageAddressOf(deps, { kind: 'drink', id: drinkId, userId: ownerId });
    return drinkAnswerOf(row, await stockOf(db, ownerId), image);
  };

  route(
    app,
    drinksEndpoints.changeImage,
    async (request) => {
      const { userId } = signedInOf(request);
      const { drink, ownerId } = await reachDrink(db, userId, request.body.drinkId, 'change');
      await keepUploadedImage(deps, { kind: 'drink', id: drink.id, userId: ownerId }, request.body.picture);
      return ok(await changed(drink.id, drink.drinkCollectionId, ownerId));
    },
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );

  route(app, drinksEndpoints.deleteImage, async (request) => {
    const { userId } = signedInOf(request);
    const { drink, ownerId } = await reachDrink(db, userId, request.query.drinkId, 'change');
    // The address it was fetched from goes too, so the next save does not fetch it back.
    await updateDrink(db, ownerId, drink.id, { imageUrl: '' });
    await forgetImage(deps, { kind: 'drink', id: drink.id, userId: ownerId });
    return ok(await changed(drink.id, drink.drinkCollectionId, ownerId));
  });
};
