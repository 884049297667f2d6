/** The recipes area's bounds, shared by its schemas, the importer, refusal texts and the web's fields. */
export const RECIPE_NAME_MAX = 200;
export const RECIPE_COLLECTION_NAME_MAX = 100;
export const RECIPE_INGREDIENTS_MAX = 100;
export const RECIPE_INGREDIENT_LINE_MAX = 300;
export const RECIPE_STEPS_MAX = 100;
export const RECIPE_STEP_MAX = 4000;
export const RECIPE_URL_MAX = 2000;
export const RECIPE_NOTES_MAX = 10_000;
export const RECIPE_SERVINGS_MAX = 1000;
/** Prep, cook and total times, in minutes: a week is more than any recipe needs. */
export const RECIPE_MINUTES_MAX = 10_080;
export const RECIPE_QUERY_MAX = 200;
/** Collections a person may have, and recipes in one collection. */
export const RECIPE_COLLECTIONS_MAX = 200;
export const RECIPES_PER_COLLECTION_MAX = 5000;
/** Suggestions in one answer, from the person's own recipes and from the web. */
export const RECIPE_SUGGESTIONS_MAX = 20;
export const RECIPE_WEB_SUGGESTIONS_MAX = 6;
/** What the server fetches for an import: at most this many bytes, this long, this many redirects. */
export const RECIPE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const RECIPE_IMPORT_TIMEOUT_SECONDS = 8;
export const RECIPE_IMPORT_MAX_REDIRECTS = 5;
/** Imports one person may start in a minute (one at a time). */
export const RECIPE_IMPORTS_PER_MINUTE = 20;
