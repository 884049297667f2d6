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
import { drinksRefusals } from './refusals';
import { sharingRefusals } from '../sharing/refusals';

/** The drinks area's endpoints (docs/architecture.md, "Endpoints"). */
export const drinksEndpoints = defineEndpoints('drinks', {
  readCollection: {
    method: 'GET',
    path: '/drink-collection',
    summary: "The person's drink collections, or one collection with its drinks with ?drinkCollectionId",
    query: drinkCollectionQuery,
    answers: { 200: z.union([drinkCollectionAnswer, z.array(drinkCollectionSummaryAnswer)]) },
    refusals: [drinksRefusals.collectionNotFound],
  },
  createCollection: {
    method: 'POST',
    path: '/drink-collection',
    summary: 'Makes a drink collection',
    body: drinkCollectionCreateBody,
    answers: { 201: drinkCollectionAnswer },
    refusals: [drinksRefusals.duplicateCollection, drinksRefusals.tooManyCollections],
  },
  changeCollection: {
    method: 'PUT',
    path: '/drink-collection',
    summary: 'Renames a drink collection or makes it public or private',
    body: drinkCollectionUpdateBody,
    answers: { 200: drinkCollectionAnswer },
    refusals: [
      drinksRefusals.collectionNotFound,
      drinksRefusals.duplicateCollection,
      sharingRefusals.ownerOnly,
      sharingRefusals.viewerCannotChange,
    ],
  },
  deleteCollection: {
    method: 'DELETE',
    path: '/drink-collection',
    summary: 'Deletes a drink collection with its drinks',
    query: drinkCollectionDeleteQuery,
    answers: { 200: nothing },
    refusals: [drinksRefusals.collectionNotFound, sharingRefusals.ownerOnly, sharingRefusals.viewerCannotChange],
  },
  readDrink: {
    method: 'GET',
    path: '/drink',
    summary: 'One drink',
    query: drinkQuery,
    answers: { 200: drinkAnswer },
    refusals: [drinksRefusals.drinkNotFound],
  },
  createDrink: {
    method: 'POST',
    path: '/drink',
    summary: 'Adds a drink to a collection',
    body: drinkCreateBody,
    answers: { 201: drinkAnswer },
    refusals: [
      drinksRefusals.collectionNotFound,
      drinksRefusals.storageItemNotFound,
      drinksRefusals.tooManyDrinks,
      sharingRefusals.ownerOnly,
      sharingRefusals.viewerCannotChange,
    ],
  },
  changeDrink: {
    method: 'PUT',
    path: '/drink',
    summary: 'Changes a drink or moves it to another collection',
    body: drinkUpdateBody,
    answers: { 200: drinkAnswer },
    refusals: [
      drinksRefusals.collectionNotFound,
      drinksRefusals.drinkNotFound,
      drinksRefusals.otherOwnersCollection,
      drinksRefusals.storageItemNotFound,
      drinksRefusals.tooManyDrinks,
      sharingRefusals.ownerOnly,
      sharingRefusals.viewerCannotChange,
    ],
  },
  deleteDrink: {
    method: 'DELETE',
    path: '/drink',
    summary: 'Deletes a drink',
    query: drinkDeleteQuery,
    answers: { 200: nothing },
    refusals: [drinksRefusals.drinkNotFound, sharingRefusals.viewerCannotChange],
  },
  readPublicDrinkCollection: {
    method: 'GET',
    path: '/public/drink-collection',
    summary: 'A public drink collection, as anyone may read it',
    query: publicDrinkQuery,
    answers: { 200: publicDrinkCollectionAnswer },
    refusals: [drinksRefusals.publicNotFound],
  },
  readPublicDrink: {
    method: 'GET',
    path: '/public/drink',
    summary: 'A public drink, as anyone may read it',
    query: publicDrinkQuery,
    answers: { 200: publicDrinkPageAnswer },
    refusals: [drinksRefusals.publicNotFound],
  },
  changeImage: {
    method: 'PUT',
    path: '/drink/image',
    summary: 'Uploads a picture for a drink (base64), replacing any other; answers the drink',
    body: drinkImageBody,
    answers: { 200: drinkAnswer },
    refusals: [drinksRefusals.drinkNotFound, sharingRefusals.viewerCannotChange],
  },
  deleteImage: {
    method: 'DELETE',
    path: '/drink/image',
    summary: "Removes a drink's picture and the address it came from; answers the drink",
    query: drinkImageDeleteQuery,
    answers: { 200: drinkAnswer },
    refusals: [drinksRefusals.drinkNotFound, sharingRefusals.viewerCannotChange],
  },
});

/** How the web reads the endpoints whose answer depends on the query. */
export const drinksViews = {
  /** GET /drink-collection without a query: every collection, with how many drinks each holds. */
  collections: viewOf(drinksEndpoints.readCollection, { 200: z.array(drinkCollectionSummaryAnswer) }),
  /** GET /drink-collection?drinkCollectionId: one collection with its drinks. */
  collection: viewOf(drinksEndpoints.readCollection, { 200: drinkCollectionAnswer }),
};
