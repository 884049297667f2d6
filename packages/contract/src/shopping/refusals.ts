import { defineRefusals } from '../kernel/refusals';
import {
  SHOPPING_ADD_MAX,
  SHOPPING_ITEMS_PER_LIST_MAX,
  SHOPPING_LINE_MAX,
  SHOPPING_LISTS_MAX,
  SHOPPING_NAME_MAX,
  SHOPPING_QUANTITY_MAX,
  SHOPPING_UNIT_MAX,
} from './limits';

/**
 * How the shopping area says no. Schemas use these texts as their zod messages, so a validation
 * failure carries the same code as a route's refusal; every text is unique in the catalogue.
 */
export const shoppingRefusals = defineRefusals('shopping', {
  listNotFound: 'Shopping list not found.',
  categoryOrderInvalid: 'A category order lists each known category at most once.',
  itemNotFound: 'Shopping item not found.',
  listNameRequired: 'A shopping list needs a name.',
  itemNameRequired: 'A shopping item needs a name.',
  nameTooLong: `A shopping list or item name may be at most ${SHOPPING_NAME_MAX} characters.`,
  lineTooLong: `A line to add may be at most ${SHOPPING_LINE_MAX} characters.`,
  unitTooLong: `A shopping unit may be at most ${SHOPPING_UNIT_MAX} characters.`,
  quantityOutOfRange: `A shopping quantity must be more than 0 and at most ${SHOPPING_QUANTITY_MAX}, with at most 3 decimals.`,
  positionOutOfRange: 'A position must be a whole number of 0 or more.',
  duplicateList: 'You already have a shopping list with that name.',
  tooManyLists: `You may have at most ${SHOPPING_LISTS_MAX} shopping lists.`,
  tooManyItems: `A shopping list may hold at most ${SHOPPING_ITEMS_PER_LIST_MAX} items.`,
  tooManyAtOnce: `At most ${SHOPPING_ADD_MAX} items can be added at once.`,
  whatToAdd: 'Give a line to add, or a name.',
  nothingChecked: 'Check off the items to put away first.',
  foodItemNotFound: 'That storage item was not found.',
  // Ids the schemas need, each naming its field.
  listIdRequired: 'listId is required',
  itemIdRequired: 'shoppingItemId is required',
  storageGroupIdRequired: 'storageGroupId is required',
});
