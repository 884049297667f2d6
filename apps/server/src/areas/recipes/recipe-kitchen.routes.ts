import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { signedInOf } from '../../http/signed-in';
import { cookRecipe, previewShoppingList, sendToShoppingList } from './recipe-kitchen.service';
import { route } from '../../http/endpoint-route';
import { recipesEndpoints } from '@ordna/contract/recipes/endpoints';

/**
 * A recipe in the kitchen: a preview of what the shopping list would get, its missing (or picked)
 * ingredients to the default shopping list, or cooked out of storage.
 */
export const recipeKitchenRoutes: AreaRoutes = async (app, deps) => {
  // Each call adds or takes again: a retry carries the same Idempotency-Key (the endpoints are idempotent).
  route(app, recipesEndpoints.previewShoppingList, async (request) => {
    const { recipeId, servings } = request.body;
    return ok(await previewShoppingList(deps, signedInOf(request).userId, recipeId, servings));
  });

  route(app, recipesEndpoints.toShoppingList, async (request) => {
    const { recipeId, servings, lines } = request.body;
    return ok(await sendToShoppingList(deps, signedInOf(request).userId, recipeId, servings, lines));
  });

  route(app, recipesEndpoints.cook, async (request) => {
    const { recipeId, servings } = request.body;
    return ok(await cookRecipe(deps, signedInOf(request).userId, recipeId, servings));
  });
};
