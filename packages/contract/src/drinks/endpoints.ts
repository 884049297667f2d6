import { z } from 'zod';
import { defineEndpoints, viewOf } from '../kernel/endpoints';
import { nothing } from '../kernel/envelope';
import {
  drinkAnswer,
  drinkCollectionAnswer,
  drinkCollectionSummaryAnswer,
  publicDrinkCollectionAnswer,
  publicDrinkPageAnswer,
} from './answers';
import {
  drinkCollectionCreateBody,
  drinkCollectionDeleteQuery,
  drinkCollectionQuery,
  drinkCollectionUpdateBody,
  drinkCreateBody,
  drinkDeleteQuery,
  drinkImageBody,
  drinkImageDeleteQuery,
  drinkQuery,
  drinkUpdateBody,
  publicDrinkQuery,
} from './index';

/** The drinks area's endpoints (docs/architecture.md, "Endpoints"). */
export const drinksEndpoints = defineEndpoints('drinks', {
  readCollection: {
    method: 'GET',
    path: '/drink-collection',
    summary: "The person's drink collections, or one collection with its drinks with ?drinkCollectionId",
    query: drinkCollectionQuery,
    answers: { 200: z.union([drinkCollectionAnswer, z.array(drinkCollectionSummaryAnswer)]) },
  },
  createCollection: {
    method: 'POST',
    path: '/drink-collection',
    summary: 'Makes a drink collection',
    body: drinkCollectionCreateBody,
    answers: { 201: drinkCollectionAnswer },
  },
  changeCollection: {
    method: 'PUT',
    path: '/drink-collection',
    summary: 'Renames a drink collection or makes it public or private',
    body: drinkCollectionUpdateBody,
    answers: { 200: drinkCollectionAnswer },
  },
  deleteCollection: {
    method: 'DELETE',
    path: '/drink-collection',
    summary: 'Deletes a drink collection with its drinks',
    query: drinkCollectionDeleteQuery,
    answers: { 200: nothing },
  },
  readDrink: {
    method: 'GET',
    path: '/drink',
    summary: 'One drink',
    query: drinkQuery,
    answers: { 200: drinkAnswer },
  },
  createDrink: {
    method: 'POST',
    path: '/drink',
    summary: 'Adds a drink to a collection',
    body: drinkCreateBody,
    answers: { 201: drinkAnswer },
  },
  changeDrink: {
    method: 'PUT',
    path: '/drink',
    summary: 'Changes a drink or moves it to another collection',
    body: drinkUpdateBody,
    answers: { 200: drinkAnswer },
  },
  deleteDrink: {
    method: 'DELETE',
    path: '/drink',
    summary: 'Deletes a drink',
    query: drinkDeleteQuery,
    answers: { 200: nothing },
  },
  readPublicDrinkCollection: {
    method: 'GET',
    path: '/public/drink-collection',
    summary: 'A public drink collection, as anyone may read it',
    query: publicDrinkQuery,
    answers: { 200: publicDrinkCollectionAnswer },
  },
  readPublicDrink: {
    method: 'GET',
    path: '/public/drink',
    summary: 'A public drink, as anyone may read it',
    query: publicDrinkQuery,
    answers: { 200: publicDrinkPageAnswer },
  },
  changeImage: {
    method: 'PUT',
    path: '/drink/image',
    summary: 'Uploads a picture for a drink (base64), replacing any other; answers the drink',
    body: drinkImageBody,
    answers: { 200: drinkAnswer },
  },
  deleteImage: {
    method: 'DELETE',
    path: '/drink/image',
    summary: "Removes a drink's picture and the address it came from; answers the drink",
    query: drinkImageDeleteQuery,
    answers: { 200: drinkAnswer },
  },
});

/** How the web reads the endpoints whose answer depends on the query. */
export const drinksViews = {
  /** GET /drink-collection without a query: every collection, with how many drinks each holds. */
  collections: viewOf(drinksEndpoints.readCollection, { 200: z.array(drinkCollectionSummaryAnswer) }),
  /** GET /drink-collection?drinkCollectionId: one collection with its drinks. */
  collection: viewOf(drinksEndpoints.readCollection, { 200: drinkCollectionAnswer }),
};
