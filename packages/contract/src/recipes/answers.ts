import { z } from 'zod';
import { sharedByAnswer } from '../sharing/answers';
import { pageAnswerOf } from '../kernel/common';

/** The recipes area's answers (docs/adding-an-area.md). */

/** One ingredient: the line as written, and what was read from it. */
export const ingredientAnswer = z.object({
  line: z.string(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  /** The food without amount or preparation ("onion" in "1 onion, finely chopped"). */
  food: z.string(),
  /** Preparation and remarks read off the line ("finely chopped"); '' when none. */
  note: z.string(),
  /** The storage item this ingredient is, when the person linked one (or one matched its food). */
  foodItemId: z.string().nullable(),
});
export type Ingredient = z.infer<typeof ingredientAnswer>;

/** What a recipe holds besides its identity: also what an import reads from a page. */
export const recipeDraftAnswer = z.object({
  name: z.string(),
  ingredients: z.array(ingredientAnswer),
  steps: z.array(z.string()),
  url: z.string(),
  servings: z.number().nullable(),
  prepMinutes: z.number().nullable(),
  cookMinutes: z.number().nullable(),
  totalMinutes: z.number().nullable(),
  imageUrl: z.string(),
  notes: z.string(),
});
export type RecipeDraft = z.infer<typeof recipeDraftAnswer>;

export const recipeAnswer = recipeDraftAnswer.extend({
  _id: z.string(),
  /** Where its kept picture is served from the app's own origin (docs/architecture.md, "Images"); null when none. */
  image: z.string().nullable(),
  collectionId: z.string(),
  createdDateTime: z.string(),
});
export type Recipe = z.infer<typeof recipeAnswer>;

/** A collection's list entry for a recipe: enough to show and search it. */
export const recipeSummaryAnswer = z.object({
  _id: z.string(),
  collectionId: z.string(),
  name: z.string(),
  url: z.string(),
  imageUrl: z.string(),
  servings: z.number().nullable(),
  totalMinutes: z.number().nullable(),
  createdDateTime: z.string(),
});
export type RecipeSummary = z.infer<typeof recipeSummaryAnswer>;

export const recipeCollectionAnswer = z.object({
  _id: z.string(),
  name: z.string(),
  createdDateTime: z.string(),
  recipeCount: z.number(),
  /** Present when someone else shared the collection with the person. */
  sharedBy: sharedByAnswer.optional(),
});
export type RecipeCollection = z.infer<typeof recipeCollectionAnswer>;

/**
 * GET /recipe?recipeUrl: the recipe read from the page, or, when the page has none, a draft
 * named after the page's title with `notice` saying so, so the web fills the form in by hand.
 */
export const recipeImportAnswer = z.object({
  found: z.boolean(),
  draft: recipeDraftAnswer,
  notice: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type RecipeImport = z.infer<typeof recipeImportAnswer>;

/**
 * A suggestion (`{id, url}` as the product names it): one of the person's recipes (`id` set,
 * ranked by how much of it storage holds) or a page on the web that has recipe data (`id` null).
 */
export const recipeSuggestionAnswer = z.object({
  id: z.string().nullable(),
  url: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  /** Ingredients storage holds, of how many the recipe has (own recipes; 0 of 0 for the web). */
  inStorage: z.number(),
  ingredientCount: z.number(),
});
export type RecipeSuggestion = z.infer<typeof recipeSuggestionAnswer>;

export const recipeSuggestionsAnswer = z.object({
  own: z.array(recipeSuggestionAnswer),
  web: z.array(recipeSuggestionAnswer),
  /** Whether a search service is configured (RECIPE_SEARCH_URL); without it the page says suggestions are the person's own. */
  webSearch: z.boolean(),
  /** The search service was set up but did not answer (the page says so). */
  webFailed: z.boolean(),
});
export type RecipeSuggestions = z.infer<typeof recipeSuggestionsAnswer>;

/** A page of a collection's recipes, or of the recipes that use a storage item. */
export const recipePageAnswer = pageAnswerOf('recipes', recipeSummaryAnswer);
export type RecipePage = z.infer<typeof recipePageAnswer>;

/**
 * One ingredient line of "Add missing to shopping list" before the person confirms: what would be
 * added (the amount storage lacks, for the servings asked) and what storage already holds of it.
 */
export const recipeShoppingLineAnswer = z.object({
  /** The ingredient's place in the recipe, from 0: what the person ticks. */
  index: z.number(),
  food: z.string(),
  note: z.string(),
  /** What would go on the list: the whole need, or what is left once storage's part is taken off. */
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  /** 'enough': storage covers it (unticked by default); 'some': part held; 'none': nothing held. */
  inStorage: z.enum(['enough', 'some', 'none']),
  /** The storage item matched, as it reads ("Butter 500 g"), or '' when none. */
  storageLine: z.string(),
});
export type RecipeShoppingLine = z.infer<typeof recipeShoppingLineAnswer>;

export const recipeShoppingPreviewAnswer = z.object({ lines: z.array(recipeShoppingLineAnswer) });
export type RecipeShoppingPreview = z.infer<typeof recipeShoppingPreviewAnswer>;

/** What sending a recipe to the shopping list or cooking it did. */
export const recipeUseAnswer = z.object({
  /** The shopping list the ingredients went to (cook: ''). */
  listId: z.string(),
  /** Ingredients added to the list, or taken out of storage. */
  count: z.number(),
  /** Ingredients left out: already in storage (shopping) or not in storage (cook). */
  skipped: z.number(),
});
export type RecipeUse = z.infer<typeof recipeUseAnswer>;
