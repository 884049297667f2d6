import type { RecipeShoppingPreview, RecipeUse } from '@ordna/contract/recipes/answers';
import { recipesRefusals } from '@ordna/contract/recipes/refusals';
import { inTransaction } from '../../db/transaction';
import type { AppDeps } from '../../http/context';
import { notFound } from '../../http/errors';
import { addToShoppingList, tellShoppingListChanged } from '../shopping/public';
import { storageGroupsOfItems, takeFromStorage, tellStorageChanged } from '../storage/public';
import { storageOf } from './kitchen';
import { recipeAnswerOf } from './recipe-answers';
import { reachRecipe } from './recipes-access';
import { readRecipeRow } from './recipes.store';
import { shoppingLinesOf } from './shopping-lines';
import { heldItemOf, takeOf } from './storage-match';

/** The recipe as the person may read it, the factor for the servings asked, and what storage holds. */
async function recipeInKitchen({ db }: AppDeps, personId: string, recipeId: string, servings: number | undefined) {
  const { recipe: found, ownerId } = await reachRecipe(db, personId, recipeId, 'read');
  const row = await readRecipeRow(db, ownerId, found.id);
  if (!row) throw notFound(recipesRefusals.recipeNotFound);
  const recipe = recipeAnswerOf(row, null);
  const factor = servings === undefined ? 1 : servings / (recipe.servings ?? 1);
  return { recipe, factor, items: await storageOf(db, personId) };
}

/** POST /recipe/shopping-list/preview: each ingredient line, what it would add, and what storage holds of it. */
export async function previewShoppingList(
  deps: AppDeps,
  personId: string,
  recipeId: string,
  servings: number | undefined,
): Promise<RecipeShoppingPreview> {
  const { recipe, factor, items } = await recipeInKitchen(deps, personId, recipeId, servings);
  const lines = shoppingLinesOf(recipe.ingredients, factor, items);
  return { lines: lines.map(({ foodItemId: _id, ...line }) => line) };
}

/**
 * POST /recipe/shopping-list: the ingredient lines the person kept ticked in the preview (left
 * out: what storage lacks) go to their default shopping list, each by its food, with what part of
 * it storage holds taken off (the whole need when storage covers it and the person ticked it anyway).
 */
export async function sendToShoppingList(
  deps: AppDeps,
  personId: string,
  recipeId: string,
  servings: number | undefined,
  picked: number[] | undefined,
): Promise<RecipeUse> {
  const { recipe, factor, items } = await recipeInKitchen(deps, personId, recipeId, servings);
  const lines = shoppingLinesOf(recipe.ingredients, factor, items);
  const chosen = picked ? new Set(picked) : null;
  const things = lines
    .filter((line) => (chosen ? chosen.has(line.index) : line.inStorage !== 'enough'))
    .map((line) => ({ name: line.food, quantity: line.quantity, unit: line.unit, foodItemId: line.foodItemId }));
  const skipped = recipe.ingredients.length - things.length;
  if (things.length === 0) return { listId: '', count: 0, skipped };
  const { listId, added } = await inTransaction(deps.db, (tx) => addToShoppingList(tx, personId, 'default', things));
  tellShoppingListChanged(deps.db, deps.live, listId);
  return { listId, count: added, skipped };
}

/** POST /recipe/cook: takes the recipe's ingredients out of storage, as much as storage holds. */
export async function cookRecipe(
  deps: AppDeps,
  personId: string,
  recipeId: string,
  servings: number | undefined,
): Promise<RecipeUse> {
  const { recipe, factor, items } = await recipeInKitchen(deps, personId, recipeId, servings);
  const taken = new Map<string, number>();
  for (const ingredient of recipe.ingredients) {
    const item = heldItemOf(ingredient, items);
    const quantity = item && takeOf(ingredient, factor, item);
    if (item && quantity) taken.set(item.id, Math.min(item.quantity, (taken.get(item.id) ?? 0) + quantity));
  }
  const takes = [...taken].map(([storageItemId, quantity]) => ({ storageItemId, quantity }));
  if (takes.length > 0) {
    await inTransaction(deps.db, (tx) => takeFromStorage(tx, personId, takes));
    tellStorageChanged(deps.db, deps.live, await storageGroupsOfItems(deps.db, [...taken.keys()]));
  }
  return { listId: '', count: takes.length, skipped: recipe.ingredients.length - takes.length };
}
