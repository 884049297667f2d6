import { failureAnswers, success } from '@ordna/contract/kernel/envelope';
import { recipeUseBody } from '@ordna/contract/recipes';
import { recipeUseAnswer } from '@ordna/contract/recipes/answers';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { signedInOf } from '../../http/signed-in';
import { cookRecipe, sendToShoppingList } from './recipe-kitchen.service';

/** A recipe in the kitchen: its missing ingredients to the default shopping list, or cooked out of storage. */
export const recipeKitchenRoutes: AreaRoutes = async (app, deps) => {
  // Each call adds or takes again: a retry carries the same Idempotency-Key.
  const config = { idempotent: true };
  const schema = { body: recipeUseBody, response: { 200: success(recipeUseAnswer), ...failureAnswers } };

  app.post('/recipe/shopping-list', { schema, config }, async (request) => {
    const { recipeId, servings } = request.body;
    return ok(await sendToShoppingList(deps, signedInOf(request).userId, recipeId, servings));
  });

  app.post('/recipe/cook', { schema, config }, async (request) => {
    const { recipeId, servings } = request.body;
    return ok(await cookRecipe(deps, signedInOf(request).userId, recipeId, servings));
  });
};
