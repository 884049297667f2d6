import { z } from 'zod';
import { idSchema, requiredId } from './common';
import {
  DRINK_COLLECTION_NAME_MAX,
  DRINK_DISPLAY_NAME_MAX,
  DRINK_GARNISH_MAX,
  DRINK_GLASS_MAX,
  DRINK_IMAGE_URL_MAX,
  DRINK_NAME_MAX,
  DRINK_TAG_MAX,
  DRINK_TAGS_MAX,
  DRINK_TEXT_MAX,
  INGREDIENT_AMOUNT_MAX,
  INGREDIENT_NAME_MAX,
  INGREDIENT_UNIT_MAX,
  INGREDIENTS_MAX,
} from './drinks-limits';
import { drinksRefusals } from './drinks-refusals';

/**
 * The drinks area's API (docs/adding-an-area.md): drink collections holding drinks, each with
 * ingredients that may point at storage items, so a drink says whether it can be made now. A
 * collection or a drink can be made public: it then has a public id nobody can guess, and a page
 * anyone may open (docs/architecture.md, "Public pages").
 */

export * from './drinks-limits';

// ---- building blocks ----------------------------------------------------------------------

function text(max: number, message: string) {
  return z.string({ error: message }).trim().max(max, message);
}
function nameOf(required: string, max: number, tooLong: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}
const collectionName = nameOf(
  drinksRefusals.collectionNameRequired.message,
  DRINK_COLLECTION_NAME_MAX,
  drinksRefusals.collectionNameTooLong.message,
);
const drinkName = nameOf(drinksRefusals.nameRequired.message, DRINK_NAME_MAX, drinksRefusals.nameTooLong.message);
const amountMessage = drinksRefusals.amountOutOfRange.message;
const flag = z.boolean();

export const ingredientBody = z.object({
  name: nameOf(
    drinksRefusals.ingredientNameRequired.message,
    INGREDIENT_NAME_MAX,
    drinksRefusals.ingredientNameTooLong.message,
  ),
  amount: z
    .number({ error: amountMessage })
    .gt(0, amountMessage)
    .max(INGREDIENT_AMOUNT_MAX, amountMessage)
    .nullable()
    .default(null),
  unit: text(INGREDIENT_UNIT_MAX, drinksRefusals.ingredientUnitTooLong.message).default(''),
  foodItemId: idSchema.nullable().default(null),
});
export type IngredientBody = z.input<typeof ingredientBody>;

const ingredients = z
  .array(ingredientBody, { error: drinksRefusals.tooManyIngredients.message })
  .max(INGREDIENTS_MAX, drinksRefusals.tooManyIngredients.message);
const tagsMessage = drinksRefusals.tagsInvalid.message;
const tags = z
  .array(z.string({ error: tagsMessage }).trim().min(1, tagsMessage).max(DRINK_TAG_MAX, tagsMessage), {
    error: tagsMessage,
  })
  .max(DRINK_TAGS_MAX, tagsMessage)
  .transform((list) => [...new Set(list)]);
const imageMessage = drinksRefusals.imageUrlInvalid.message;
const imageUrl = z
  .string({ error: imageMessage })
  .trim()
  .max(DRINK_IMAGE_URL_MAX, imageMessage)
  .refine((value) => value === '' || /^https?:\/\/[^\s"'<>]+$/i.test(value), imageMessage);

const drinkFields = {
  ingredients,
  method: text(DRINK_TEXT_MAX, drinksRefusals.textTooLong.message),
  glass: text(DRINK_GLASS_MAX, drinksRefusals.glassTooLong.message),
  garnish: text(DRINK_GARNISH_MAX, drinksRefusals.garnishTooLong.message),
  notes: text(DRINK_TEXT_MAX, drinksRefusals.textTooLong.message),
  imageUrl,
  tags,
  /** On: the drink gets a public page (a new public id each time) and shows on its public collection's page. */
  public: flag,
};

const collectionId = requiredId('drinkCollectionId is required');
const drinkId = requiredId('drinkId is required');

// ---- collections --------------------------------------------------------------------------

/** GET /drink-collection: every collection (drinks counted), or ?drinkCollectionId for one with its drinks. */
export const drinkCollectionQuery = z.object({ drinkCollectionId: idSchema.optional() });
export type DrinkCollectionQuery = z.input<typeof drinkCollectionQuery>;

export const drinkCollectionCreateBody = z.object({ name: collectionName });
export type DrinkCollectionCreateBody = z.input<typeof drinkCollectionCreateBody>;

/**
 * PUT /drink-collection: any of the fields; `public`, `onlyInStock`, `displayName` and
 * `publishDrinks` (make every drink in it public too, so guests see them) are the owner's.
 */
export const drinkCollectionUpdateBody = z.object({
  drinkCollectionId: collectionId,
  name: collectionName.optional(),
  public: flag.optional(),
  onlyInStock: flag.optional(),
  publishDrinks: flag.optional(),
  displayName: text(DRINK_DISPLAY_NAME_MAX, drinksRefusals.displayNameTooLong.message).optional(),
});
export type DrinkCollectionUpdateBody = z.input<typeof drinkCollectionUpdateBody>;

export const drinkCollectionDeleteQuery = z.object({ drinkCollectionId: collectionId });
export type DrinkCollectionDeleteQuery = z.input<typeof drinkCollectionDeleteQuery>;

// ---- drinks -------------------------------------------------------------------------------

export const drinkQuery = z.object({ drinkId });
export type DrinkQuery = z.input<typeof drinkQuery>;

const optionalDrinkFields = z.object(drinkFields).partial();

export const drinkCreateBody = optionalDrinkFields.extend({ drinkCollectionId: collectionId, name: drinkName });
export type DrinkCreateBody = z.input<typeof drinkCreateBody>;

/** PUT /drink: any of the fields; a new `drinkCollectionId` moves it to another of its owner's collections. */
export const drinkUpdateBody = optionalDrinkFields.extend({
  drinkId,
  name: drinkName.optional(),
  drinkCollectionId: idSchema.optional(),
});
export type DrinkUpdateBody = z.input<typeof drinkUpdateBody>;

export const drinkDeleteQuery = z.object({ drinkId });
export type DrinkDeleteQuery = z.input<typeof drinkDeleteQuery>;

// ---- public pages -------------------------------------------------------------------------

/** GET /public/drink-collection and /public/drink: anyone with the public id reads what is public. */
export const publicDrinkQuery = z.object({ publicId: z.string().max(64) });
export type PublicDrinkQuery = z.input<typeof publicDrinkQuery>;

export type {
  Drink,
  DrinkCollection,
  DrinkCollectionSummary,
  Ingredient,
  PublicDrink,
  PublicDrinkCollection,
  PublicDrinkPage,
} from './drinks-answers';
