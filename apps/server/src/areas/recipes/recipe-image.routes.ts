import { IMAGE_UPLOAD_MAX_CHARS } from '@ordna/contract/kernel/images';
import { recipesEndpoints } from '@ordna/contract/recipes/endpoints';
import { recipesRefusals } from '@ordna/contract/recipes/refusals';
import type { AreaRoutes } from '../../http/context';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { tellAudience } from '../sharing/public';
import { forgetImage, imageAddressOf, keepUploadedImage } from '../images/public';
import { recipeAnswerOf } from './recipe-answers';
import { reachRecipe } from './recipes-access';
import { readRecipeRow, updateRecipe } from './recipes.store';
import { newId } from '../../lib/ids';

/** An upload's body: the base64 of a 10 MiB picture and a little JSON around it. */
const UPLOAD_BODY_LIMIT = IMAGE_UPLOAD_MAX_CHARS + 64 * 1024;

/**
 * /recipe/image: a person uploads a picture for a recipe (replacing any other) or removes it. Both
 * need the right to change the recipe and answer the recipe with its picture's new address.
 */
export const recipeImageRoutes: AreaRoutes = async (app, deps) => {
  const { db, live } = deps;
  const answerOf = async (recipeId: string, ownerId: string) => {
    const row = await readRecipeRow(db, ownerId, recipeId);
    if (!row) throw notFound(recipesRefusals.recipeNotFound);
    return recipeAnswerOf(row, await imageAddressOf(deps, { kind: 'recipe', id: recipeId, userId: ownerId }));
  };
  const tell = (collectionId: string, id: string) =>
    tellAudience(db, live, 'recipeCollection', collectionId, { kind: 'recipe', id, action: 'changed' });

  route(
    app,
    recipesEndpoints.changeImage,
    async (request) => {
      const { userId } = signedInOf(request);
      const { recipe, ownerId } = await reachRecipe(db, userId, request.body.recipeId, 'change');
      await keepUploadedImage(deps, { kind: 'recipe', id: recipe.id, userId: ownerId }, request.body.picture);
      tell(recipe.collectionId, recipe.id);
      return ok(await answerOf(recipe.id, ownerId));
    },
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );

  route(app, recipesEndpoints.deleteImage, async (request) => {
    const { userId } = signedInOf(request);
    const { recipe, ownerId } = await reachRecipe(db, userId, request.body.recipeId, 'change');
    // The address it was fetched from goes too, so the next save does not fetch it back.
    await updateRecipe(db, ownerId, recipe.id, { imageUrl: '' }, undefined, newId);
    await forgetImage(deps, { kind: 'recipe', id: recipe.id, userId: ownerId });
    tell(recipe.collectionId, recipe.id);
    return ok(await answerOf(recipe.id, ownerId));
  });
};
