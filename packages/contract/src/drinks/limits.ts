/** The drinks area's bounds, shared by its schemas, refusal texts and the web's maxLengths. */
export const DRINK_NAME_MAX = 100;
export const DRINK_COLLECTION_NAME_MAX = 100;
export const DRINK_DISPLAY_NAME_MAX = 60;
export const INGREDIENT_NAME_MAX = 100;
export const INGREDIENT_UNIT_MAX = 20;
export const INGREDIENT_AMOUNT_MAX = 100_000;
export const INGREDIENTS_MAX = 30;
export const DRINK_TEXT_MAX = 4000;
export const DRINK_GLASS_MAX = 60;
export const DRINK_GARNISH_MAX = 200;
export const DRINK_IMAGE_URL_MAX = 2000;
export const DRINK_TAGS_MAX = 20;
export const DRINK_TAG_MAX = 40;
/** Collections a person may have, and drinks in one: a collection's answer lists its drinks at once. */
export const DRINK_COLLECTIONS_MAX = 200;
export const DRINKS_PER_COLLECTION_MAX = 1000;
/** A public id is 128 random bits, written as 22 base64url characters. */
export const DRINK_PUBLIC_ID_LENGTH = 22;
