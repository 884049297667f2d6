import { z } from 'zod';
import { defineEndpoints, viewOf } from '../kernel/endpoints';
import {
  shoppingAddAnswer,
  shoppingIntoStorageAnswer,
  shoppingItemAnswer,
  shoppingListAnswer,
  shoppingListSummaryAnswer,
  shoppingSuggestionAnswer,
} from './answers';
import {
  shoppingCategoryOrderBody,
  shoppingIntoStorageBody,
  shoppingItemCreateBody,
  shoppingItemDeleteQuery,
  shoppingItemUpdateBody,
  shoppingListSchemas,
  shoppingSuggestionQuery,
} from './index';
import { sharingRefusals } from '../sharing/refusals';
import { shoppingRefusals } from './refusals';
import { storageRefusals } from '../storage/refusals';
import { namedContainerEndpoints, sharedThingDeletion } from '../sharing/container-endpoints';

const lists = namedContainerEndpoints({
  path: '/shopping-list',
  noun: 'shopping list',
  holds: 'items',
  readSummary: "The person's shopping lists, or one list with its items with ?listId",
  schemas: shoppingListSchemas,
  answers: { read: z.union([shoppingListAnswer, z.array(shoppingListSummaryAnswer)]), made: shoppingListAnswer },
  refusals: {
    notFound: shoppingRefusals.listNotFound,
    duplicate: shoppingRefusals.duplicateList,
    tooMany: shoppingRefusals.tooManyLists,
  },
});

/** The shopping area's endpoints (docs/architecture.md, "Endpoints"). */
export const shoppingEndpoints = defineEndpoints('shopping', {
  createListIntoStorage: {
    method: 'POST',
    path: '/shopping-list/into-storage',
    summary: 'Moves checked items of a shopping list into storage',
    body: shoppingIntoStorageBody,
    answers: { 200: shoppingIntoStorageAnswer },
    refusals: [
      shoppingRefusals.listNotFound,
      shoppingRefusals.nothingChecked,
      sharingRefusals.viewerCannotChange,
      storageRefusals.groupNotFound,
    ],
    idempotent: true,
  },
  createItem: {
    method: 'POST',
    path: '/shopping-item',
    summary: 'Adds an item to a shopping list from a typed line',
    body: shoppingItemCreateBody,
    answers: { 201: shoppingAddAnswer },
    refusals: [shoppingRefusals.itemNameRequired, shoppingRefusals.listNotFound, sharingRefusals.viewerCannotChange],
    idempotent: true,
  },
  changeItem: {
    method: 'PUT',
    path: '/shopping-item',
    summary: 'Changes, checks or moves an item of a shopping list',
    body: shoppingItemUpdateBody,
    answers: { 200: shoppingItemAnswer },
    refusals: [shoppingRefusals.foodItemNotFound, shoppingRefusals.itemNotFound, sharingRefusals.viewerCannotChange],
  },
  deleteItem: sharedThingDeletion(
    '/shopping-item',
    'Deletes an item of a shopping list',
    { query: shoppingItemDeleteQuery },
    shoppingRefusals.itemNotFound,
  ),
  readItemSuggestion: {
    method: 'GET',
    path: '/shopping-item/suggestion',
    summary: 'Suggestions for what is being typed into a shopping list',
    query: shoppingSuggestionQuery,
    answers: { 200: z.array(shoppingSuggestionAnswer) },
    refusals: [],
  },
  readList: lists.read,
  createList: lists.create,
  changeList: lists.rename,
  changeCategoryOrder: {
    method: 'PUT',
    path: '/shopping-list/category-order',
    summary: 'Sets the order a list walks its categories in (none sent: the built-in order)',
    body: shoppingCategoryOrderBody,
    answers: { 200: shoppingListAnswer },
    refusals: [shoppingRefusals.listNotFound, sharingRefusals.viewerCannotChange],
  },
  deleteList: lists.remove,
});

/** How the web reads the endpoints whose answer depends on the query. */
export const shoppingViews = {
  /** GET /shopping-list without a query: every list, with how many items each holds. */
  lists: viewOf(shoppingEndpoints.readList, { 200: z.array(shoppingListSummaryAnswer) }),
  /** GET /shopping-list?listId: one list with its items. */
  list: viewOf(shoppingEndpoints.readList, { 200: shoppingListAnswer }),
};
