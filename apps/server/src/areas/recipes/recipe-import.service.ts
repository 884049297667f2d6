import type { RecipeImport } from '@ordna/contract/recipes';
import { recipesRefusals } from '@ordna/contract/recipes/refusals';
import { AppError, badRequest } from '../../http/errors';
import type { AddressPolicy } from '../../lib/fetching/address-policy';
import { PageReadRefused, type PageReaders } from './import/page-readers';
import type { PageReading } from './import/read-recipe';
import { FetchRefused, safeFetch, type Resolver } from '../../lib/fetching/safe-fetch';
import { readIngredient } from './ingredient-lines';
import { fromThousandths } from '@ordna/contract/kernel/thousandths';

/**
 * How an import reaches the web and reads what it got: the operator's address policy, a resolver
 * tests may replace, and the worker threads that read pages off the event loop.
 */
export interface ImportReach {
  policy: AddressPolicy;
  resolve?: Resolver;
  readers: PageReaders;
}

/** A page's reading from a worker; a page the worker could not read is refused, a busy server answers 503. */
export async function readPage(reach: ImportReach, html: string, url: string): Promise<PageReading> {
  try {
    return await reach.readers.read(html, url);
  } catch (error) {
    if (!(error instanceof PageReadRefused)) throw error;
    if (error.reason === 'importServerBusy') throw new AppError(503, recipesRefusals.importServerBusy, true);
    throw badRequest(recipesRefusals.importUnreadable);
  }
}

/**
 * GET /recipe?recipeUrl: fetches the page through the safe fetcher and reads its recipe. A page
 * without recipe data is not a failure: the answer is a draft named after the page, with a
 * notice, so the person fills it in by hand. What the fetcher refuses is a 400 saying why, and
 * so is a page too large or tangled for its worker to read in time.
 */
export async function importRecipe(address: string, reach: ImportReach): Promise<RecipeImport> {
  let page;
  try {
    page = await safeFetch(address, reach);
  } catch (error) {
    if (error instanceof FetchRefused) throw badRequest(recipesRefusals[error.reason]);
    throw error;
  }
  if (page.contentType && !/html|xml/i.test(page.contentType)) throw badRequest(recipesRefusals.importNotHtml);
  const reading = await readPage(reach, page.body, page.url);
  if (!reading.found) {
    return {
      found: false,
      draft: {
        name: reading.title,
        ingredients: [],
        steps: [],
        url: page.url,
        servings: null,
        prepMinutes: null,
        cookMinutes: null,
        totalMinutes: null,
        imageUrl: '',
        notes: '',
      },
      notice: recipesRefusals.noRecipeOnPage,
    };
  }
  const { ingredientLines, ...recipe } = reading.recipe;
  const ingredients = ingredientLines.map((line) => {
    const read = readIngredient(line);
    return {
      line,
      quantity: fromThousandths(read.quantity),
      unit: read.unit,
      food: read.food,
      note: read.note,
      foodItemId: null,
    };
  });
  return { found: true, draft: { ...recipe, ingredients }, notice: null };
}
