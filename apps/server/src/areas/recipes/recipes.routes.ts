import { RECIPES_PER_COLLECTION_MAX } from '@ordna/contract/recipes';
import { recipesRefusals } from '@ordna/contract/recipes/refusals';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { conflict, notFound, tooMany } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../lib/ids';
import { tellAudience } from '../sharing/public';
import { recipeAnswerOf, summaryAnswerOf } from './recipe-answers';
import { followImageUrlLater, imageAddressOf } from '../images/public';
import { RecipeImportBudget } from './recipe-import-budget';
import { importRecipe, type ImportReach } from './recipe-import.service';
import { recipesUsingFood, suggestRecipes } from './recipe-suggestions.service';
import { reachCollection, reachRecipe, readCollectionPage } from './recipes-access';
import { checkFoodItems } from './kitchen';
import { readIngredient } from './ingredient-lines';
import { countRecipes, deleteRecipe, insertRecipe, readRecipeRow, updateRecipe } from './recipes.store';
import { route } from '../../http/endpoint-route';
import { recipesEndpoints } from '@ordna/contract/recipes/endpoints';

/** Recipes a page of a collection shows at once. */
export const RECIPE_PAGE_SIZE = 50;

/** /recipe: one recipe, a collection's (searched), those using a storage item, an import, suggestions; writes. */
export const recipeRoutes = (reach: ImportReach): AreaRoutes =>
  async function recipes(app, deps) {
    const { db, clock, live } = deps;
    const importBudget = new RecipeImportBudget(clock);
    const tellCollection = (collectionId: string, id: string, action: 'created' | 'changed' | 'deleted') =>
      tellAudience(db, live, 'recipeCollection', collectionId, { kind: 'recipe', id, action });
    const imageOfRecipe = (id: string, ownerId: string) =>
      imageAddressOf(deps, { kind: 'recipe', id, userId: ownerId });

    route(app, recipesEndpoints.readRecipe, async (request) => {
      const { userId } = signedInOf(request);
      const query = request.query;
      const page = { offset: ((query.pageNumber ?? 1) - 1) * RECIPE_PAGE_SIZE, limit: RECIPE_PAGE_SIZE };
      if (query.recipeId !== undefined) {
        const { recipe, ownerId } = await reachRecipe(db, userId, query.recipeId, 'read');
        const row = await readRecipeRow(db, ownerId, recipe.id);
        if (!row) throw notFound(recipesRefusals.recipeNotFound);
        return ok(recipeAnswerOf(row, await imageOfRecipe(recipe.id, ownerId)));
      }
      if (query.collectionId === undefined) {
        if (query.foodItemId !== undefined) {
          const { rows, total } = await recipesUsingFood(db, userId, query.foodItemId, page);
          return ok(pageOf(rows, total, query.pageNumber));
        }
        if (query.recipeUrl !== undefined) {
          const refused = importBudget.begin(userId);
          if (refused) throw tooMany(refused);
          try {
            return ok(await importRecipe(query.recipeUrl, reach));
          } finally {
            importBudget.end(userId);
          }
        }
        return ok(await suggestRecipes(deps, userId, query.suggestion ?? '', reach));
      }
      const { rows, total } = await readCollectionPage(db, userId, query.collectionId, query.query ?? '', page);
      return ok(pageOf(rows, total, query.pageNumber));
    });

    route(app, recipesEndpoints.createRecipe, async (request, reply) => {
      const { userId } = signedInOf(request);
      const { collectionId, ingredients, steps, ...fields } = request.body;
      const { collection, ownerId } = await reachCollection(db, userId, collectionId, 'change');
      await checkFoodItems(db, userId, ingredients);
      const id = newId();
      await inTransaction(db, async (tx) => {
        if ((await countRecipes(tx, ownerId, collection.id)) >= RECIPES_PER_COLLECTION_MAX) {
          throw conflict(recipesRefusals.tooManyRecipes);
        }
        const row = {
          ...fields,
          id,
          userId: ownerId,
          collectionId: collection.id,
          createdAt: clock(),
          steps: JSON.stringify(steps),
        };
        const read = ingredients.map((one) => readIngredient(one.line, one.foodItemId ?? null));
        await insertRecipe(tx, row, read, newId);
      });
      tellCollection(collection.id, id, 'created');
      // The picture at the address the import found is fetched once, after the recipe is saved.
      followImageUrlLater(deps, { kind: 'recipe', id, userId: ownerId }, fields.imageUrl, () =>
        tellCollection(collection.id, id, 'changed'),
      );
      const row = await readRecipeRow(db, ownerId, id);
      return reply.status(201).send(ok(recipeAnswerOf(row!, await imageOfRecipe(id, ownerId))));
    });

    route(app, recipesEndpoints.changeRecipe, async (request) => {
      const { userId } = signedInOf(request);
      const { recipeId, collectionId, ingredients, steps, ...fields } = request.body;
      const { recipe, ownerId } = await reachRecipe(db, userId, recipeId, 'change');
      if (collectionId !== undefined && collectionId !== recipe.collectionId) {
        // A recipe moves only between its owner's collections.
        const target = await reachCollection(db, userId, collectionId, 'change');
        if (target.ownerId !== ownerId) throw notFound(recipesRefusals.collectionNotFound);
      }
      if (ingredients) await checkFoodItems(db, userId, ingredients);
      await inTransaction(db, async (tx) => {
        const moving = collectionId !== undefined && collectionId !== recipe.collectionId;
        if (moving && (await countRecipes(tx, ownerId, collectionId)) >= RECIPES_PER_COLLECTION_MAX) {
          throw conflict(recipesRefusals.tooManyRecipes);
        }
        const changes = {
          ...fields,
          ...(moving && { collectionId }),
          ...(steps && { steps: JSON.stringify(steps) }),
        };
        const read = ingredients?.map((one) => readIngredient(one.line, one.foodItemId ?? null));
        await updateRecipe(tx, ownerId, recipe.id, changes, read, newId);
      });
      tellCollection(recipe.collectionId, recipe.id, 'changed');
      if (collectionId !== undefined && collectionId !== recipe.collectionId) {
        tellCollection(collectionId, recipe.id, 'changed');
      }
      const row = (await readRecipeRow(db, ownerId, recipe.id))!;
      // A recipe saved before pictures were kept gets its picture fetched now.
      followImageUrlLater(deps, { kind: 'recipe', id: recipe.id, userId: ownerId }, row.recipe.imageUrl, () =>
        tellCollection(row.recipe.collectionId, recipe.id, 'changed'),
      );
      return ok(recipeAnswerOf(row, await imageOfRecipe(recipe.id, ownerId)));
    });

    route(app, recipesEndpoints.deleteRecipe, async (request) => {
      const { userId } = signedInOf(request);
      const { recipe, ownerId } = await reachRecipe(db, userId, request.body.recipeId, 'change');
      await inTransaction(db, (tx) => deleteRecipe(tx, ownerId, recipe.id));
      tellCollection(recipe.collectionId, recipe.id, 'deleted');
      return ok(null);
    });
  };

function pageOf(rows: Parameters<typeof summaryAnswerOf>[0][], total: number, pageNumber = 1) {
  return {
    recipes: rows.map(summaryAnswerOf),
    pageNumber,
    totalPages: Math.max(1, Math.ceil(total / RECIPE_PAGE_SIZE)),
  };
}
