/** The shopping area's bounds, shared by its schemas, refusal texts and the web's `maxLength`s. */
export const SHOPPING_NAME_MAX = 100;
export const SHOPPING_UNIT_MAX = 20;
/** One typed line ("2 l milk"): a name plus its amount and unit. */
export const SHOPPING_LINE_MAX = 140;
export const SHOPPING_QUANTITY_MAX = 1_000_000;
export const SHOPPING_LISTS_MAX = 100;
export const SHOPPING_ITEMS_PER_LIST_MAX = 500;
/** Items one call may add at once (a recipe's ingredients). */
export const SHOPPING_ADD_MAX = 100;
export const SHOPPING_SUGGESTIONS_MAX = 20;
/** The things a person bought before that are remembered for suggestions. */
export const SHOPPING_BOUGHT_KEPT = 1000;
