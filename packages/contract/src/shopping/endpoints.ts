import { z } from 'zod';
import { defineEndpoints, viewOf } from '../kernel/endpoints';
import { nothing } from '../kernel/envelope';
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
  shoppingListCreateBody,
  shoppingListDeleteQuery,
  shoppingListQuery,
  shoppingListUpdateBody,
  shoppingSuggestionQuery,
} from './index';
import { sharingRefusals } from '../sharing/refusals';
import { shoppingRefusals } from './refusals';
import { storageRefusals } from '../storage/refusals';

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
  deleteItem: {
    method: 'DELETE',
    path: '/shopping-item',
    summary: 'Deletes an item of a shopping list',
    query: shoppingItemDeleteQuery,
    answers: { 200: nothing },
    refusals: [shoppingRefusals.itemNotFound, sharingRefusals.viewerCannotChange],
  },
  readItemSuggestion: {
    method: 'GET',
    path: '/shopping-item/suggestion',
    summary: 'Suggestions for what is being typed into a shopping list',
    query: shoppingSuggestionQuery,
    answers: { 200: z.array(shoppingSuggestionAnswer) },
    refusals: [],
  },
  readList: {
    method: 'GET',
    path: '/shopping-list',
    summary: "The person's shopping lists, or one list with its items with ?listId",
    query: shoppingListQuery,
    answers: { 200: z.union([shoppingListAnswer, z.array(shoppingListSummaryAnswer)]) },
    refusals: [shoppingRefusals.listNotFound],
  },
  createList: {
    method: 'POST',
    path: '/shopping-list',
    summary: 'Makes a shopping list',
    body: shoppingListCreateBody,
    answers: { 201: shoppingListAnswer },
    refusals: [shoppingRefusals.duplicateList, shoppingRefusals.tooManyLists],
  },
  changeList: {
    method: 'PUT',
    path: '/shopping-list',
    summary: 'Renames a shopping list',
    body: shoppingListUpdateBody,
    answers: { 200: shoppingListAnswer },
    refusals: [shoppingRefusals.duplicateList, shoppingRefusals.listNotFound, sharingRefusals.viewerCannotChange],
  },
  changeCategoryOrder: {
    method: 'PUT',
    path: '/shopping-list/category-order',
    summary: 'Sets the order a list walks its categories in (none sent: the built-in order)',
    body: shoppingCategoryOrderBody,
    answers: { 200: shoppingListAnswer },
    refusals: [shoppingRefusals.listNotFound, sharingRefusals.viewerCannotChange],
  },
  deleteList: {
    method: 'DELETE',
    path: '/shopping-list',
    summary: 'Deletes a shopping list with its items',
    query: shoppingListDeleteQuery,
    answers: { 200: nothing },
    refusals: [shoppingRefusals.listNotFound, sharingRefusals.ownerOnly, sharingRefusals.viewerCannotChange],
  },
});

/** How the web reads the endpoints whose answer depends on the query. */
export const shoppingViews = {
  /** GET /shopping-list without a query: every list, with how many items each holds. */
  lists: viewOf(shoppingEndpoints.readList, { 200: z.array(shoppingListSummaryAnswer) }),
  /** GET /shopping-list?listId: one list with its items. */
  list: viewOf(shoppingEndpoints.readList, { 200: shoppingListAnswer }),
};
