import { defineRefusals } from '../kernel/refusals';
import {
  RECIPE_COLLECTION_NAME_MAX,
  RECIPE_COLLECTIONS_MAX,
  RECIPE_IMPORT_MAX_BYTES,
  RECIPE_IMPORT_MAX_REDIRECTS,
  RECIPE_IMPORT_TIMEOUT_SECONDS,
  RECIPE_IMPORTS_PER_MINUTE,
  RECIPE_INGREDIENT_LINE_MAX,
  RECIPE_INGREDIENTS_MAX,
  RECIPE_MINUTES_MAX,
  RECIPE_NAME_MAX,
  RECIPE_NOTES_MAX,
  RECIPE_QUERY_MAX,
  RECIPE_SERVINGS_MAX,
  RECIPE_STEP_MAX,
  RECIPE_STEPS_MAX,
  RECIPE_URL_MAX,
  RECIPES_PER_COLLECTION_MAX,
} from './limits';

/**
 * How the recipes area says no. Schemas use these texts as their zod messages, so a validation
 * failure carries the same code as a route's refusal (docs/architecture.md, "One error pattern").
 * The import refusals say what the server would not fetch and why.
 */
export const recipesRefusals = defineRefusals('recipes', {
  collectionNotFound: 'Recipe collection not found.',
  recipeNotFound: 'Recipe not found.',
  nameRequired: 'A recipe needs a name.',
  collectionNameRequired: 'A recipe collection needs a name.',
  nameTooLong: `A recipe's name may be at most ${RECIPE_NAME_MAX} characters.`,
  collectionNameTooLong: `A recipe collection's name may be at most ${RECIPE_COLLECTION_NAME_MAX} characters.`,
  tooManyIngredients: `A recipe may have at most ${RECIPE_INGREDIENTS_MAX} ingredients.`,
  ingredientTooLong: `An ingredient line may be at most ${RECIPE_INGREDIENT_LINE_MAX} characters.`,
  tooManySteps: `A recipe may have at most ${RECIPE_STEPS_MAX} steps.`,
  stepTooLong: `A step may be at most ${RECIPE_STEP_MAX} characters.`,
  urlInvalid: `A recipe's address must be an http or https address of at most ${RECIPE_URL_MAX} characters.`,
  notesTooLong: `A recipe's notes may be at most ${RECIPE_NOTES_MAX} characters.`,
  servingsOutOfRange: `Servings must be a whole number from 1 to ${RECIPE_SERVINGS_MAX}.`,
  minutesOutOfRange: `A time must be a whole number of minutes from 0 to ${RECIPE_MINUTES_MAX}.`,
  quantityOutOfRange: 'A quantity must be a number from 0 to 1000000.',
  queryTooLong: `A recipe search may be at most ${RECIPE_QUERY_MAX} characters.`,
  duplicateCollection: 'You already have a recipe collection with that name.',
  tooManyCollections: `You may have at most ${RECIPE_COLLECTIONS_MAX} recipe collections.`,
  tooManyRecipes: `A recipe collection may hold at most ${RECIPES_PER_COLLECTION_MAX} recipes.`,
  foodItemNotFound: 'No storage item with that id is yours to see.',
  linesOutOfRange: `Pick at most ${RECIPE_INGREDIENTS_MAX} ingredient lines, each by its place in the recipe.`,
  whichRecipes: 'Give recipeId, collectionId, foodItemId, recipeUrl or suggestion.',
  noRecipeOnPage: 'That page has no recipe data. Fill the recipe in by hand: its title is already there.',
  importAddressInvalid: 'Only http and https addresses can be imported.',
  importAddressRefused:
    'That address is in a private or local network, so the server will not fetch it. The server owner can allow a range with RECIPE_IMPORT_ALLOW.',
  importNameUnresolved: "That address's name could not be found.",
  importTooManyRedirects: `That page redirected more than ${RECIPE_IMPORT_MAX_REDIRECTS} times.`,
  importTooLarge: `That page is larger than ${RECIPE_IMPORT_MAX_BYTES / 1024 / 1024} MiB, more than a recipe page needs.`,
  importTimedOut: `That page did not answer within ${RECIPE_IMPORT_TIMEOUT_SECONDS} seconds.`,
  importUnreachable: 'That page could not be reached.',
  importFailedStatus: 'That page answered with an error instead of a page.',
  importNotHtml: 'That address is not a web page.',
  importUnreadable: 'That page is too large or too tangled to read a recipe from.',
  importInProgress: 'You are already importing a recipe. Wait until it is done, then try again.',
  importTooFrequent: `You may import at most ${RECIPE_IMPORTS_PER_MINUTE} recipes a minute. Wait a moment, then try again.`,
  importServerBusy: 'The server is reading many recipe pages right now. Try again in a moment.',
  // Ids the schemas need, each naming its field.
  collectionIdRequired: 'collectionId is required',
  recipeIdRequired: 'recipeId is required',
});
