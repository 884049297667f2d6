import { z } from 'zod';
import { refusalMessage } from '../kernel/refusals';
import { idSchema, requiredId } from '../kernel/common';
import { namedContainerSchemas, requiredName } from '../kernel/named-container';
import { FOOD_CATEGORIES } from '../kernel/food-categories';
import { amountField, optionalText } from '../kernel/fields';
import {
  SHOPPING_ADD_MAX,
  SHOPPING_LINE_MAX,
  SHOPPING_NAME_MAX,
  SHOPPING_QUANTITY_MAX,
  SHOPPING_UNIT_MAX,
} from './limits';
import { shoppingRefusals } from './refusals';

/**
 * The shopping area's API (docs/adding-an-area.md): shopping lists holding items with an
 * optional amount and unit, checked off with the time, in the person's order, optionally
 * pointing at a storage item (`foodItemId`). One typed line ("2 l milk", "milk 2 l") adds an item;
 * the server reads it with `parseQuantityLine` from `quantities.ts`.
 */

export * from './limits';

// ---- building blocks ----------------------------------------------------------------------

const listName = requiredName(shoppingRefusals.listNameRequired, SHOPPING_NAME_MAX, shoppingRefusals.nameTooLong);
const itemName = requiredName(shoppingRefusals.itemNameRequired, SHOPPING_NAME_MAX, shoppingRefusals.nameTooLong);
const unit = optionalText(SHOPPING_UNIT_MAX, shoppingRefusals.unitTooLong).nullable();
const quantity = amountField(SHOPPING_QUANTITY_MAX, shoppingRefusals.quantityOutOfRange).nullable();
const line = z
  .string(refusalMessage(shoppingRefusals.whatToAdd))
  .trim()
  .min(1, refusalMessage(shoppingRefusals.whatToAdd))
  .max(SHOPPING_LINE_MAX, refusalMessage(shoppingRefusals.lineTooLong));
const listId = requiredId(shoppingRefusals.listIdRequired);
const itemId = requiredId(shoppingRefusals.itemIdRequired);

// ---- shopping lists -----------------------------------------------------------------------

/** GET /shopping-list (every list the person sees with its counts, or ?listId for one with its items), POST, PUT, DELETE. */
export const shoppingListSchemas = namedContainerSchemas('listId', listId, listName);
export type ShoppingListQuery = z.input<typeof shoppingListSchemas.query>;
export type ShoppingListCreateBody = z.input<typeof shoppingListSchemas.create>;
export type ShoppingListUpdateBody = z.input<typeof shoppingListSchemas.rename>;
export type ShoppingListDeleteQuery = z.input<typeof shoppingListSchemas.remove>;

/**
 * PUT /shopping-list/category-order: the order the list's categories are walked in, as the person
 * set it (categories left out follow in their built-in order; none sent is the built-in order).
 */
const categoryOrderMessage = refusalMessage(shoppingRefusals.categoryOrderInvalid);
export const shoppingCategoryOrderBody = z.object({
  listId,
  categoryOrder: z
    .array(z.enum(FOOD_CATEGORIES, categoryOrderMessage), categoryOrderMessage)
    .max(FOOD_CATEGORIES.length, categoryOrderMessage)
    .refine((order) => new Set(order).size === order.length, categoryOrderMessage)
    .default([]),
});
export type ShoppingCategoryOrderBody = z.input<typeof shoppingCategoryOrderBody>;

/** POST /shopping-list/into-storage: the list's checked items into a storage group, in one step. */
export const shoppingIntoStorageBody = z.object({
  listId,
  storageGroupId: requiredId(shoppingRefusals.storageGroupIdRequired),
});
export type ShoppingIntoStorageBody = z.input<typeof shoppingIntoStorageBody>;

// ---- shopping items -----------------------------------------------------------------------

export const shoppingNewItem = z.object({
  name: itemName,
  quantity: quantity.optional(),
  unit: unit.optional(),
  foodItemId: idSchema.nullable().optional(),
});
export type ShoppingNewItem = z.input<typeof shoppingNewItem>;

/**
 * POST /shopping-item: a typed `line` ("2 l milk") or `items` to add, into `listId` or, without
 * one, the default list (the `defaultShoppingList` preference, else the first list, else a new one).
 */
export const shoppingItemCreateBody = z
  .object({
    listId: idSchema.optional(),
    line: line.optional(),
    items: z
      .array(shoppingNewItem, refusalMessage(shoppingRefusals.whatToAdd))
      .min(1, refusalMessage(shoppingRefusals.whatToAdd))
      .max(SHOPPING_ADD_MAX, refusalMessage(shoppingRefusals.tooManyAtOnce))
      .optional(),
  })
  .refine(
    (body) => (body.line === undefined) !== (body.items === undefined),
    refusalMessage(shoppingRefusals.whatToAdd),
  );
export type ShoppingItemCreateBody = z.input<typeof shoppingItemCreateBody>;

/** PUT /shopping-item: any of the fields; `checked` stamps `checkedAt`; `position` moves it in its list. */
export const shoppingItemUpdateBody = z.object({
  shoppingItemId: itemId,
  name: itemName.optional(),
  quantity: quantity.optional(),
  unit: unit.optional(),
  checked: z.boolean().optional(),
  position: z
    .number(refusalMessage(shoppingRefusals.positionOutOfRange))
    .int(refusalMessage(shoppingRefusals.positionOutOfRange))
    .min(0, refusalMessage(shoppingRefusals.positionOutOfRange))
    .max(100_000, refusalMessage(shoppingRefusals.positionOutOfRange))
    .optional(),
  foodItemId: idSchema.nullable().optional(),
});
export type ShoppingItemUpdateBody = z.input<typeof shoppingItemUpdateBody>;

export const shoppingItemDeleteQuery = z.object({ shoppingItemId: itemId });
export type ShoppingItemDeleteQuery = z.input<typeof shoppingItemDeleteQuery>;

/** GET /shopping-item/suggestion: what to add for the words typed so far (none: the most bought). */
export const shoppingSuggestionQuery = z.object({
  query: optionalText(SHOPPING_LINE_MAX, shoppingRefusals.lineTooLong).optional(),
});
export type ShoppingSuggestionQuery = z.input<typeof shoppingSuggestionQuery>;

export type {
  ShoppingAdd,
  ShoppingIntoStorage,
  ShoppingItem,
  ShoppingList,
  ShoppingListSummary,
  ShoppingSuggestion,
} from './answers';
