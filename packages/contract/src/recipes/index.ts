import { imageData } from '../kernel/images';
import { z } from 'zod';
import { optionalText } from '../kernel/fields';
import { refusalMessage } from '../kernel/refusals';
import { idSchema, pageNumberSchema, requiredId } from '../kernel/common';
import { namedContainerSchemas, requiredName } from '../kernel/named-container';
import {
  RECIPE_COLLECTION_NAME_MAX,
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
} from './limits';
import { recipesRefusals } from './refusals';

/**
 * The recipes area's API (docs/adding-an-area.md): recipe collections, recipes with ingredient
 * lines and steps, an import from a page's schema.org data, and suggestions by what storage holds.
 * An ingredient is sent as the line a person wrote; the server reads its quantity, unit and food.
 */

export * from './limits';

// ---- building blocks ----------------------------------------------------------------------

const recipeName = requiredName(recipesRefusals.nameRequired, RECIPE_NAME_MAX, recipesRefusals.nameTooLong);
const collectionName = requiredName(
  recipesRefusals.collectionNameRequired,
  RECIPE_COLLECTION_NAME_MAX,
  recipesRefusals.collectionNameTooLong,
);

/** An http(s) address, or '' for none. */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
const urlMessage = refusalMessage(recipesRefusals.urlInvalid);
const webAddress = z
  .string(urlMessage)
  .trim()
  .max(RECIPE_URL_MAX, urlMessage)
  .refine((text) => text === '' || isWebAddress(text), urlMessage);

const ingredient = z.object({
  line: z
    .string(refusalMessage(recipesRefusals.ingredientTooLong))
    .trim()
    .max(RECIPE_INGREDIENT_LINE_MAX, refusalMessage(recipesRefusals.ingredientTooLong)),
  foodItemId: idSchema.nullable().optional(),
});
const ingredients = z
  .array(ingredient, refusalMessage(recipesRefusals.tooManyIngredients))
  .max(RECIPE_INGREDIENTS_MAX, refusalMessage(recipesRefusals.tooManyIngredients))
  // A blank line is a gap the person left in the form, not an ingredient.
  .transform((lines) => lines.filter((one) => one.line !== ''));
const steps = z
  .array(optionalText(RECIPE_STEP_MAX, recipesRefusals.stepTooLong), refusalMessage(recipesRefusals.tooManySteps))
  .max(RECIPE_STEPS_MAX, refusalMessage(recipesRefusals.tooManySteps))
  .transform((lines) => lines.filter((line) => line !== ''));
const servingsMessage = refusalMessage(recipesRefusals.servingsOutOfRange);
const servings = z
  .number(servingsMessage)
  .int(servingsMessage)
  .min(1, servingsMessage)
  .max(RECIPE_SERVINGS_MAX, servingsMessage)
  .nullable();
const minutesMessage = refusalMessage(recipesRefusals.minutesOutOfRange);
const minutes = z
  .number(minutesMessage)
  .int(minutesMessage)
  .min(0, minutesMessage)
  .max(RECIPE_MINUTES_MAX, minutesMessage)
  .nullable();
const notes = z.string().max(RECIPE_NOTES_MAX, refusalMessage(recipesRefusals.notesTooLong));
const query = optionalText(RECIPE_QUERY_MAX, recipesRefusals.queryTooLong);
const collectionId = requiredId(recipesRefusals.collectionIdRequired);
const recipeId = requiredId(recipesRefusals.recipeIdRequired);

// ---- collections --------------------------------------------------------------------------

const collections = namedContainerSchemas('collectionId', collectionId, collectionName);

/**
 * PUT /recipe-collection: `{id, name}` as the specification writes it; `{collectionId, name}`, the
 * API's own style elsewhere, works too (one of them is required; `collectionId` counts if both are sent).
 */
const recipeCollectionUpdateBody = z
  .object({
    id: requiredId(recipesRefusals.collectionIdRequired).optional(),
    collectionId: collectionId.optional(),
    name: collectionName,
  })
  .refine((body) => body.id !== undefined || body.collectionId !== undefined, {
    ...refusalMessage(recipesRefusals.collectionIdRequired),
    path: ['collectionId'],
  });
/** GET /recipe-collection (every collection the person can see, or ?collectionId for one), POST, PUT, DELETE. */
export const recipeCollectionSchemas = { ...collections, rename: recipeCollectionUpdateBody };
export type RecipeCollectionQuery = z.input<typeof recipeCollectionSchemas.query>;
export type RecipeCollectionCreateBody = z.input<typeof recipeCollectionSchemas.create>;
export type RecipeCollectionUpdateBody = z.input<typeof recipeCollectionSchemas.rename>;
export type RecipeCollectionDeleteQuery = z.input<typeof recipeCollectionSchemas.remove>;

// ---- recipes ------------------------------------------------------------------------------

/**
 * GET /recipe, the first given of: ?recipeId; ?collectionId (+ query, pageNumber); ?foodItemId (the person's
 * recipes that use that storage item); ?recipeUrl (read a page's recipe, saving nothing);
 * ?suggestion (own recipes by what storage holds, and pages from the configured search; the text,
 * which may be empty, is what to search the web for).
 */
export const recipeQuery = z
  .object({
    recipeId: idSchema.optional(),
    collectionId: idSchema.optional(),
    query: query.optional(),
    pageNumber: pageNumberSchema.optional(),
    foodItemId: idSchema.optional(),
    recipeUrl: webAddress.optional(),
    suggestion: query.optional(),
  })
  .refine(
    (q) => [q.recipeId, q.collectionId, q.foodItemId, q.recipeUrl, q.suggestion].some((one) => one !== undefined),
    refusalMessage(recipesRefusals.whichRecipes),
  );
export type RecipeQuery = z.input<typeof recipeQuery>;

export const recipeCreateBody = z.object({
  collectionId,
  name: recipeName,
  ingredients: ingredients.default([]),
  steps: steps.default([]),
  url: webAddress.default(''),
  servings: servings.default(null),
  prepMinutes: minutes.default(null),
  cookMinutes: minutes.default(null),
  totalMinutes: minutes.default(null),
  imageUrl: webAddress.default(''),
  notes: notes.default(''),
});
export type RecipeCreateBody = z.input<typeof recipeCreateBody>;

/** PUT /recipe: any of the fields; `collectionId` moves it to another of the owner's collections. */
export const recipeUpdateBody = z.object({
  recipeId,
  collectionId: idSchema.optional(),
  name: recipeName.optional(),
  ingredients: ingredients.optional(),
  steps: steps.optional(),
  url: webAddress.optional(),
  servings: servings.optional(),
  prepMinutes: minutes.optional(),
  cookMinutes: minutes.optional(),
  totalMinutes: minutes.optional(),
  imageUrl: webAddress.optional(),
  notes: notes.optional(),
});
export type RecipeUpdateBody = z.input<typeof recipeUpdateBody>;

export const recipeDeleteBody = z.object({ recipeId });
export type RecipeDeleteBody = z.input<typeof recipeDeleteBody>;

const factorMessage = refusalMessage(recipesRefusals.servingsOutOfRange);
/**
 * POST /recipe/shopping-list and POST /recipe/cook: the recipe for `servings` (its own servings
 * when left out), its ingredients sent to the default shopping list (what storage holds is
 * skipped) or taken out of storage.
 */
export const recipeUseBody = z.object({
  recipeId,
  servings: z.number(factorMessage).gt(0, factorMessage).max(RECIPE_SERVINGS_MAX, factorMessage).optional(),
});
export type RecipeUseBody = z.input<typeof recipeUseBody>;

/**
 * POST /recipe/shopping-list: as `recipeUseBody`, and `lines` the ingredient indexes the person
 * kept ticked in the preview (POST /recipe/shopping-list/preview); left out, what storage lacks.
 */
const linesMessage = refusalMessage(recipesRefusals.linesOutOfRange);
const lineIndex = z
  .number(linesMessage)
  .int(linesMessage)
  .min(0, linesMessage)
  .max(RECIPE_INGREDIENTS_MAX - 1, linesMessage);
export const recipeShopBody = recipeUseBody.extend({
  lines: z.array(lineIndex, linesMessage).max(RECIPE_INGREDIENTS_MAX, linesMessage).optional(),
});
export type RecipeShopBody = z.input<typeof recipeShopBody>;

export type {
  Ingredient,
  Recipe,
  RecipeCollection,
  RecipeDraft,
  RecipeImport,
  RecipeSuggestion,
  RecipeSuggestions,
  RecipeSummary,
} from './answers';

/** PUT /recipe/image: a picture the person uploaded for a recipe (base64), replacing any other. */
export const recipeImageBody = z.object({ recipeId, picture: imageData });

/** DELETE /recipe/image: the recipe's picture goes, and so does the image address it was fetched from. */
export const recipeImageDeleteBody = z.object({ recipeId });
