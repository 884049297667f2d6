import { imageData } from '../kernel/images';
import { z } from 'zod';
import { refusalMessage, type CodedMessage } from '../kernel/refusals';
import { idSchema, requiredId } from '../kernel/common';
import { namedContainerSchemas, requiredName } from '../kernel/named-container';
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
} from './limits';
import { drinksRefusals } from './refusals';

/**
 * The drinks area's API (docs/adding-an-area.md): drink collections holding drinks, each with
 * ingredients that may point at storage items, so a drink says whether it can be made now. A
 * collection or a drink can be made public: it then has a public id nobody can guess, and a page
 * anyone may open (docs/architecture.md, "Public pages").
 */

export * from './limits';

// ---- building blocks ----------------------------------------------------------------------

function text(max: number, message: CodedMessage) {
  return z.string(message).trim().max(max, message);
}
const collectionName = requiredName(
  drinksRefusals.collectionNameRequired,
  DRINK_COLLECTION_NAME_MAX,
  drinksRefusals.collectionNameTooLong,
);
const drinkName = requiredName(drinksRefusals.nameRequired, DRINK_NAME_MAX, drinksRefusals.nameTooLong);
const amountMessage = refusalMessage(drinksRefusals.amountOutOfRange);
const flag = z.boolean();

export const ingredientBody = z.object({
  name: requiredName(drinksRefusals.ingredientNameRequired, INGREDIENT_NAME_MAX, drinksRefusals.ingredientNameTooLong),
  amount: z
    .number(amountMessage)
    .gt(0, amountMessage)
    .max(INGREDIENT_AMOUNT_MAX, amountMessage)
    .nullable()
    .default(null),
  unit: text(INGREDIENT_UNIT_MAX, refusalMessage(drinksRefusals.ingredientUnitTooLong)).default(''),
  foodItemId: idSchema.nullable().default(null),
});
export type IngredientBody = z.input<typeof ingredientBody>;

const ingredients = z
  .array(ingredientBody, refusalMessage(drinksRefusals.tooManyIngredients))
  .max(INGREDIENTS_MAX, refusalMessage(drinksRefusals.tooManyIngredients));
const tagsMessage = refusalMessage(drinksRefusals.tagsInvalid);
const tags = z
  .array(z.string(tagsMessage).trim().min(1, tagsMessage).max(DRINK_TAG_MAX, tagsMessage), tagsMessage)
  .max(DRINK_TAGS_MAX, tagsMessage)
  .transform((list) => [...new Set(list)]);
const imageMessage = refusalMessage(drinksRefusals.imageUrlInvalid);
const imageUrl = z
  .string(imageMessage)
  .trim()
  .max(DRINK_IMAGE_URL_MAX, imageMessage)
  .refine((value) => value === '' || /^https?:\/\/[^\s"'<>]+$/i.test(value), imageMessage);

const drinkFields = {
  ingredients,
  method: text(DRINK_TEXT_MAX, refusalMessage(drinksRefusals.textTooLong)),
  glass: text(DRINK_GLASS_MAX, refusalMessage(drinksRefusals.glassTooLong)),
  garnish: text(DRINK_GARNISH_MAX, refusalMessage(drinksRefusals.garnishTooLong)),
  notes: text(DRINK_TEXT_MAX, refusalMessage(drinksRefusals.textTooLong)),
  imageUrl,
  tags,
  /** On: the drink gets a public page (a new public id each time) and shows on its public collection's page. */
  public: flag,
};

const collectionId = requiredId(drinksRefusals.collectionIdRequired);
const drinkId = requiredId(drinksRefusals.drinkIdRequired);

// ---- collections --------------------------------------------------------------------------

const collections = namedContainerSchemas('drinkCollectionId', collectionId, collectionName);

/**
 * PUT /drink-collection: any of the fields; `public`, `onlyInStock`, `displayName` and
 * `publishDrinks` (make every drink in it public too, so guests see them) are the owner's.
 */
const drinkCollectionUpdateBody = z.object({
  drinkCollectionId: collectionId,
  name: collectionName.optional(),
  public: flag.optional(),
  onlyInStock: flag.optional(),
  publishDrinks: flag.optional(),
  displayName: text(DRINK_DISPLAY_NAME_MAX, refusalMessage(drinksRefusals.displayNameTooLong)).optional(),
});
/** GET /drink-collection (every collection, drinks counted, or ?drinkCollectionId for one with its drinks), POST, PUT, DELETE. */
export const drinkCollectionSchemas = { ...collections, rename: drinkCollectionUpdateBody };
export type DrinkCollectionQuery = z.input<typeof drinkCollectionSchemas.query>;
export type DrinkCollectionCreateBody = z.input<typeof drinkCollectionSchemas.create>;
export type DrinkCollectionUpdateBody = z.input<typeof drinkCollectionSchemas.rename>;
export type DrinkCollectionDeleteQuery = z.input<typeof drinkCollectionSchemas.remove>;

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
} from './answers';

/** PUT /drink/image: a picture the person uploaded for a drink (base64), replacing any other. */
export const drinkImageBody = z.object({ drinkId, picture: imageData });

/** DELETE /drink/image?drinkId: the drink's picture goes, and so does the image address it was fetched from. */
export const drinkImageDeleteQuery = z.object({ drinkId });
