import { useQuery } from '@tanstack/react-query';
import type { DrinkCollectionUpdateBody, DrinkCreateBody, DrinkUpdateBody } from '@ordna/contract/drinks';
import { useAreaMutation } from '../../shared/use-area-mutation';
import { drinksKeys } from './drinks-keys';
import { drinksEndpoints, drinksViews } from '@ordna/contract/drinks/endpoints';
import { call } from '../../api/call';

/** Every collection the person sees, drinks counted (GET /drink-collection). */
export function useDrinkCollections() {
  return useQuery({
    queryKey: drinksKeys.collections(),
    queryFn: ({ signal }) => call(drinksViews.collections, { signal }),
  });
}

/** One collection with its drinks. */
export function useDrinkCollection(drinkCollectionId: string) {
  return useQuery({
    queryKey: drinksKeys.collection(drinkCollectionId),
    queryFn: ({ signal }) => call(drinksViews.collection, { query: { drinkCollectionId }, signal }),
  });
}

export function useDrink(drinkId: string) {
  return useQuery({
    queryKey: drinksKeys.drink(drinkId),
    queryFn: ({ signal }) => call(drinksEndpoints.readDrink, { query: { drinkId }, signal }),
  });
}

export const useAddCollection = () =>
  useAreaMutation(
    drinksKeys.all,
    (name: string) => call(drinksEndpoints.createCollection, { body: { name } }),
    'drinks.collection.added',
    'drinks.collection.addFailed',
  );

export const useChangeCollection = () =>
  useAreaMutation(
    drinksKeys.all,
    (body: DrinkCollectionUpdateBody) => call(drinksEndpoints.changeCollection, { body }),
    'drinks.collection.saved',
    'drinks.collection.saveFailed',
  );

export const useDeleteCollection = () =>
  useAreaMutation(
    drinksKeys.all,
    (drinkCollectionId: string) => call(drinksEndpoints.deleteCollection, { query: { drinkCollectionId } }),
    'drinks.collection.deleted',
    'drinks.collection.deleteFailed',
  );

export const useAddDrink = () =>
  useAreaMutation(
    drinksKeys.all,
    (body: DrinkCreateBody) => call(drinksEndpoints.createDrink, { body }),
    'drinks.drink.added',
    'drinks.drink.addFailed',
  );

export const useChangeDrink = () =>
  useAreaMutation(
    drinksKeys.all,
    (body: DrinkUpdateBody) => call(drinksEndpoints.changeDrink, { body }),
    'drinks.drink.saved',
    'drinks.drink.saveFailed',
  );

/** A picture uploaded for a drink (base64), replacing any other (PUT /drink/image). */
export const useUploadDrinkPicture = () =>
  useAreaMutation(
    drinksKeys.all,
    (body: { drinkId: string; picture: string }) => call(drinksEndpoints.changeImage, { body }),
    'common.picture.uploaded',
    'common.picture.uploadFailed',
  );

/** The drink's picture removed, and the image address it came from (DELETE /drink/image). */
export const useRemoveDrinkPicture = () =>
  useAreaMutation(
    drinksKeys.all,
    (drinkId: string) => call(drinksEndpoints.deleteImage, { query: { drinkId } }),
    'common.picture.removed',
    'common.picture.removeFailed',
  );

export const useDeleteDrink = () =>
  useAreaMutation(
    drinksKeys.all,
    (drinkId: string) => call(drinksEndpoints.deleteDrink, { query: { drinkId } }),
    'drinks.drink.deleted',
    'drinks.drink.deleteFailed',
  );
