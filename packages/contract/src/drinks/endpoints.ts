import { z } from 'zod';
import { defineEndpoints, viewOf } from '../kernel/endpoints';
import {
  drinkAnswer,
  drinkCollectionAnswer,
  drinkCollectionSummaryAnswer,
  publicDrinkCollectionAnswer,
  publicDrinkPageAnswer,
} from './answers';
import {
  drinkCollectionSchemas,
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
import { namedContainerEndpoints, sharedThingDeletion } from '../sharing/container-endpoints';

const collections = namedContainerEndpoints({
  path: '/drink-collection',
  noun: 'drink collection',
  holds: 'drinks',
  readSummary: "The person's drink collections, or one collection with its drinks with ?drinkCollectionId",
  renameSummary: 'Renames a drink collection or makes it public or private',
  schemas: drinkCollectionSchemas,
  answers: {
    read: z.union([drinkCollectionAnswer, z.array(drinkCollectionSummaryAnswer)]),
    made: drinkCollectionAnswer,
  },
  refusals: {
    notFound: drinksRefusals.collectionNotFound,
    duplicate: drinksRefusals.duplicateCollection,
    tooMany: drinksRefusals.tooManyCollections,
    rename: [sharingRefusals.ownerOnly],
  },
});

/** The drinks area's endpoints (docs/architecture.md, "Endpoints"). */
export const drinksEndpoints = defineEndpoints('drinks', {
  readCollection: collections.read,
  createCollection: collections.create,
  changeCollection: collections.rename,
  deleteCollection: collections.remove,
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
  deleteDrink: sharedThingDeletion(
    '/drink',
    'Deletes a drink',
    { query: drinkDeleteQuery },
    drinksRefusals.drinkNotFound,
  ),
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
