import { z } from 'zod';
import { defineEndpoints, viewOf } from '../kernel/endpoints';
import {
  recipeAnswer,
  recipeCollectionAnswer,
  recipeImportAnswer,
  recipeShoppingPreviewAnswer,
  recipePageAnswer,
  recipeSuggestionsAnswer,
  recipeUseAnswer,
} from './answers';
import {
  recipeCollectionSchemas,
  recipeCreateBody,
  recipeDeleteBody,
  recipeImageBody,
  recipeImageDeleteBody,
  recipeQuery,
  recipeShopBody,
  recipeUpdateBody,
  recipeUseBody,
} from './index';
import { imageRefusals } from '../kernel/images';
import { recipesRefusals } from './refusals';
import { sharingRefusals } from '../sharing/refusals';
import { namedContainerEndpoints, sharedThingDeletion } from '../sharing/container-endpoints';

const collections = namedContainerEndpoints({
  path: '/recipe-collection',
  noun: 'recipe collection',
  holds: 'recipes',
  readSummary: "The person's recipe collections, or one with ?collectionId",
  schemas: recipeCollectionSchemas,
  answers: { read: z.union([recipeCollectionAnswer, z.array(recipeCollectionAnswer)]), made: recipeCollectionAnswer },
  refusals: {
    notFound: recipesRefusals.collectionNotFound,
    duplicate: recipesRefusals.duplicateCollection,
    tooMany: recipesRefusals.tooManyCollections,
  },
});

/** The recipes area's endpoints (docs/architecture.md, "Endpoints"). */
export const recipesEndpoints = defineEndpoints('recipes', {
  readCollection: collections.read,
  createCollection: collections.create,
  changeCollection: collections.rename,
  deleteCollection: collections.remove,
  previewShoppingList: {
    method: 'POST',
    path: '/recipe/shopping-list/preview',
    summary:
      'What adding a recipe to the default shopping list would add, line by line, beside what storage holds (writes nothing)',
    body: recipeUseBody,
    answers: { 200: recipeShoppingPreviewAnswer },
    refusals: [recipesRefusals.recipeNotFound],
  },
  toShoppingList: {
    method: 'POST',
    path: '/recipe/shopping-list',
    summary: "Adds a recipe's missing (or the picked) ingredients to the default shopping list",
    body: recipeShopBody,
    answers: { 200: recipeUseAnswer },
    refusals: [recipesRefusals.recipeNotFound],
    idempotent: true,
  },
  cook: {
    method: 'POST',
    path: '/recipe/cook',
    summary: 'Cooks a recipe: takes its ingredients out of storage',
    body: recipeUseBody,
    answers: { 200: recipeUseAnswer },
    refusals: [recipesRefusals.recipeNotFound],
    idempotent: true,
  },
  readRecipe: {
    method: 'GET',
    path: '/recipe',
    summary:
      "One recipe, a collection's recipes (searched, a page at a time), an import from a web page, or name suggestions",
    query: recipeQuery,
    answers: { 200: z.union([recipeImportAnswer, recipeSuggestionsAnswer, recipeAnswer, recipePageAnswer]) },
    refusals: [
      recipesRefusals.collectionNotFound,
      recipesRefusals.foodItemNotFound,
      recipesRefusals.importAddressInvalid,
      recipesRefusals.importAddressRefused,
      recipesRefusals.importFailedStatus,
      recipesRefusals.importInProgress,
      recipesRefusals.importNameUnresolved,
      recipesRefusals.importNotHtml,
      recipesRefusals.importServerBusy,
      recipesRefusals.importTimedOut,
      recipesRefusals.importTooFrequent,
      recipesRefusals.importTooLarge,
      recipesRefusals.importTooManyRedirects,
      recipesRefusals.importUnreachable,
      recipesRefusals.importUnreadable,
      recipesRefusals.noRecipeOnPage,
      recipesRefusals.recipeNotFound,
    ],
  },
  createRecipe: {
    method: 'POST',
    path: '/recipe',
    summary: 'Adds a recipe to a collection',
    body: recipeCreateBody,
    answers: { 201: recipeAnswer },
    refusals: [
      recipesRefusals.collectionNotFound,
      recipesRefusals.foodItemNotFound,
      recipesRefusals.tooManyRecipes,
      sharingRefusals.viewerCannotChange,
    ],
  },
  changeRecipe: {
    method: 'PUT',
    path: '/recipe',
    summary: 'Changes a recipe or moves it to another collection',
    body: recipeUpdateBody,
    answers: { 200: recipeAnswer },
    refusals: [
      recipesRefusals.collectionNotFound,
      recipesRefusals.recipeNotFound,
      recipesRefusals.tooManyRecipes,
      sharingRefusals.viewerCannotChange,
    ],
  },
  deleteRecipe: sharedThingDeletion(
    '/recipe',
    'Deletes a recipe',
    { body: recipeDeleteBody },
    recipesRefusals.recipeNotFound,
  ),
  changeImage: {
    method: 'PUT',
    path: '/recipe/image',
    summary: 'Uploads a picture for a recipe (base64), replacing any other; answers the recipe',
    body: recipeImageBody,
    answers: { 200: recipeAnswer },
    refusals: [
      recipesRefusals.recipeNotFound,
      imageRefusals.notAnImage,
      imageRefusals.tooLarge,
      sharingRefusals.viewerCannotChange,
    ],
  },
  deleteImage: {
    method: 'DELETE',
    path: '/recipe/image',
    summary: "Removes a recipe's picture and the address it came from; answers the recipe",
    body: recipeImageDeleteBody,
    answers: { 200: recipeAnswer },
    refusals: [recipesRefusals.recipeNotFound, sharingRefusals.viewerCannotChange],
  },
});

/** How the web reads the endpoints whose answer depends on the query. */
export const recipesViews = {
  /** GET /recipe-collection without a query: every collection. */
  collections: viewOf(recipesEndpoints.readCollection, { 200: z.array(recipeCollectionAnswer) }),
  /** GET /recipe-collection?collectionId: one collection. */
  collection: viewOf(recipesEndpoints.readCollection, { 200: recipeCollectionAnswer }),
  /** GET /recipe?recipeId: one recipe. */
  recipe: viewOf(recipesEndpoints.readRecipe, { 200: recipeAnswer }),
  /** GET /recipe?collectionId (and ?query, ?pageNumber): a page of a collection's recipes. */
  page: viewOf(recipesEndpoints.readRecipe, { 200: recipePageAnswer }),
  /** GET /recipe?suggestion: names that start with what is typed. */
  suggestions: viewOf(recipesEndpoints.readRecipe, { 200: recipeSuggestionsAnswer }),
  /** GET /recipe?recipeUrl: a recipe read from a web page, to be saved. */
  import: viewOf(recipesEndpoints.readRecipe, { 200: recipeImportAnswer }),
};
