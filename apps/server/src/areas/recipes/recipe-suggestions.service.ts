import { RECIPE_SUGGESTIONS_MAX } from '@ordna/contract/recipes/limits';
import type { RecipeSuggestions } from '@ordna/contract/recipes';
import { recipesRefusals } from '@ordna/contract/recipes/refusals';
import type { Db } from '../../db/database';
import type { AppDeps } from '../../http/context';
import { notFound } from '../../http/errors';
import { matchKeyOf } from './ingredient-lines';
import { storageOf } from './kitchen';
import type { ImportReach } from './recipe-import.service';
import { rankByStorage } from './recipe-suggestions.store';
import { searchWebRecipes } from './recipe-web-search';
import { listRecipesUsingFood } from './recipes.store';

/** What storage holds, as the keys and ids ingredients are matched by: items with some left. */
async function heldInStorage(db: Db, personId: string) {
  const items = (await storageOf(db, personId)).filter((item) => item.quantity > 0);
  return {
    items,
    itemIds: items.map((item) => item.id),
    foodKeys: [...new Set(items.map((item) => matchKeyOf(item.nameKey)))],
  };
}

/**
 * GET /recipe?suggestion: the person's recipes ranked by how much of each storage holds, and,
 * when a search service is set up, pages from the web with recipe data for the text (or, without
 * text, for what in storage goes off first).
 */
export async function suggestRecipes(
  { db, config }: AppDeps,
  personId: string,
  text: string,
  reach: ImportReach,
): Promise<RecipeSuggestions> {
  const held = await heldInStorage(db, personId);
  const rows = await rankByStorage(db, personId, held, text, RECIPE_SUGGESTIONS_MAX);
  const own = rows.map((row) => ({ ...row, id: row.id }));
  if (!config.recipeSearchUrl) return { own, web: [], webSearch: false, webFailed: false };
  const soonest = [...held.items]
    .sort((a, b) => (a.bestBefore ?? '9999').localeCompare(b.bestBefore ?? '9999'))
    .slice(0, 2)
    .map((item) => item.name);
  const searchText = text || [...soonest, 'recipe'].join(' ');
  try {
    return {
      own,
      web: await searchWebRecipes(config.recipeSearchUrl, searchText, reach),
      webSearch: true,
      webFailed: false,
    };
  } catch {
    return { own, web: [], webSearch: true, webFailed: true };
  }
}

/** GET /recipe?foodItemId: the person's recipes with that storage item, linked or by its name. */
export async function recipesUsingFood(
  db: Db,
  personId: string,
  foodItemId: string,
  page: { offset: number; limit: number },
) {
  const item = (await storageOf(db, personId)).find((one) => one.id === foodItemId);
  if (!item) throw notFound(recipesRefusals.foodItemNotFound);
  return listRecipesUsingFood(db, personId, { foodItemId, foodKeys: [matchKeyOf(item.nameKey)] }, page);
}
