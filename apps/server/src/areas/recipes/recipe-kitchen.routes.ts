import { failureAnswers, success } from '@ordna/contract/kernel/envelope';
import { recipeShopBody, recipeUseBody } from '@ordna/contract/recipes';
import { recipeShoppingPreviewAnswer, recipeUseAnswer } from '@ordna/contract/recipes/answers';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { signedInOf } from '../../http/signed-in';
import { cookRecipe, previewShoppingList, sendToShoppingList } from './recipe-kitchen.service';

/**
 * A recipe in the kitchen: a preview of what the shopping list would get, its missing (or picked)
 * ingredients to the default shopping list, or cooked out of storage.
 */
export const recipeKitchenRoutes: AreaRoutes = async (app, deps) => {
  // Each call adds or takes again: a retry carries the same Idempotency-Key.
  const config = { idempotent: true };
  const schema = { body: recipeUseBody, response: { 200: success(recipeUseAnswer), ...failureAnswers } };

  const previewSchema = {
    body: recipeUseBody,
    response: { 200: success(recipeShoppingPreviewAnswer), ...failureAnswers },
  };
  app.post('/recipe/shopping-list/preview', { schema: previewSchema }, async (request) => {
    const { recipeId, servings } = request.body;
    return ok(await previewShoppingList(deps, signedInOf(request).userId, recipeId, servings));
  });

  const shopSchema = { body: recipeShopBody, response: { 200: success(recipeUseAnswer), ...failureAnswers } };
  app.post('/recipe/shopping-list', { schema: shopSchema, config }, async (request) => {
    const { recipeId, servings, lines } = request.body;
    return ok(await sendToShoppingList(deps, signedInOf(request).userId, recipeId, servings, lines));
  });

  app.post('/recipe/cook', { schema, config }, async (request) => {
    const { recipeId, servings } = request.body;
    return ok(await cookRecipe(deps, signedInOf(request).userId, recipeId, servings));
  });
};
