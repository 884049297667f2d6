import { defineRefusals } from '../kernel/refusals';
import {
  DRINK_COLLECTION_NAME_MAX,
  DRINK_COLLECTIONS_MAX,
  DRINK_DISPLAY_NAME_MAX,
  DRINK_GARNISH_MAX,
  DRINK_GLASS_MAX,
  DRINK_IMAGE_URL_MAX,
  DRINK_NAME_MAX,
  DRINK_TAG_MAX,
  DRINK_TAGS_MAX,
  DRINK_TEXT_MAX,
  DRINKS_PER_COLLECTION_MAX,
  INGREDIENT_AMOUNT_MAX,
  INGREDIENT_NAME_MAX,
  INGREDIENT_UNIT_MAX,
  INGREDIENTS_MAX,
} from './limits';

/**
 * How the drinks area says no. Schemas use these texts as their zod messages, so a validation
 * failure carries the same code as a route's refusal (docs/architecture.md, "One error pattern").
 */
export const drinksRefusals = defineRefusals('drinks', {
  collectionNotFound: 'Drink collection not found.',
  drinkNotFound: 'Drink not found.',
  publicNotFound: 'This page is not public, or no longer is.',
  collectionNameRequired: 'A drink collection needs a name.',
  collectionNameTooLong: `A drink collection's name may be at most ${DRINK_COLLECTION_NAME_MAX} characters.`,
  nameRequired: 'A drink needs a name.',
  nameTooLong: `A drink's name may be at most ${DRINK_NAME_MAX} characters.`,
  displayNameTooLong: `A display name may be at most ${DRINK_DISPLAY_NAME_MAX} characters.`,
  ingredientNameRequired: 'An ingredient needs a name.',
  ingredientNameTooLong: `An ingredient's name may be at most ${INGREDIENT_NAME_MAX} characters.`,
  ingredientUnitTooLong: `An ingredient's unit may be at most ${INGREDIENT_UNIT_MAX} characters.`,
  amountOutOfRange: `An amount must be more than 0 and at most ${INGREDIENT_AMOUNT_MAX}.`,
  tooManyIngredients: `A drink may have at most ${INGREDIENTS_MAX} ingredients.`,
  textTooLong: `A drink's method and notes may be at most ${DRINK_TEXT_MAX} characters each.`,
  glassTooLong: `A glass may be at most ${DRINK_GLASS_MAX} characters.`,
  garnishTooLong: `A garnish may be at most ${DRINK_GARNISH_MAX} characters.`,
  imageUrlInvalid: `An image URL must be an http(s) address of at most ${DRINK_IMAGE_URL_MAX} characters.`,
  tagsInvalid: `A drink may have at most ${DRINK_TAGS_MAX} tags of 1 to ${DRINK_TAG_MAX} characters each.`,
  duplicateCollection: 'You already have a drink collection with that name.',
  tooManyCollections: `You may have at most ${DRINK_COLLECTIONS_MAX} drink collections.`,
  tooManyDrinks: `A drink collection may hold at most ${DRINKS_PER_COLLECTION_MAX} drinks.`,
  storageItemNotFound: "An ingredient points at a storage item that is not in the drink owner's storage.",
  otherOwnersCollection: "A drink can only move to another of its owner's collections.",
  // Ids the schemas need, each naming its field.
  collectionIdRequired: 'drinkCollectionId is required',
  drinkIdRequired: 'drinkId is required',
});
