import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  Drink,
  DrinkCollection,
  DrinkCollectionSummary,
  DrinkCollectionUpdateBody,
  DrinkCreateBody,
  DrinkUpdateBody,
} from '@ordna/contract/drinks';
import { api } from '../../api/api';
import { notifyFailure, notifySuccess } from '../../shared/notify';
import { drinksKeys } from './drinks-keys';

/** Every collection the person sees, drinks counted (GET /drink-collection). */
export function useDrinkCollections() {
  return useQuery({
    queryKey: drinksKeys.collections(),
    queryFn: ({ signal }) => api.get<DrinkCollectionSummary[]>('/drink-collection', undefined, signal),
  });
}

/** One collection with its drinks. */
export function useDrinkCollection(drinkCollectionId: string) {
  return useQuery({
    queryKey: drinksKeys.collection(drinkCollectionId),
    queryFn: ({ signal }) => api.get<DrinkCollection>('/drink-collection', { drinkCollectionId }, signal),
  });
}

export function useDrink(drinkId: string) {
  return useQuery({
    queryKey: drinksKeys.drink(drinkId),
    queryFn: ({ signal }) => api.get<Drink>('/drink', { drinkId }, signal),
  });
}

/** A change that reads the area again and says how it went. */
function useDrinksMutation<T, R>(call: (input: T) => Promise<R>, done: string | null, failed: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      if (done) notifySuccess(t(done));
      return queryClient.invalidateQueries({ queryKey: drinksKeys.all });
    },
    onError: (error) => notifyFailure(t(failed), error),
  });
}

export const useAddCollection = () =>
  useDrinksMutation(
    (name: string) => api.post<DrinkCollection>('/drink-collection', { name }),
    'drinks.collection.added',
    'drinks.collection.addFailed',
  );

export const useChangeCollection = () =>
  useDrinksMutation(
    (body: DrinkCollectionUpdateBody) => api.put<DrinkCollection>('/drink-collection', body),
    'drinks.collection.saved',
    'drinks.collection.saveFailed',
  );

export const useDeleteCollection = () =>
  useDrinksMutation(
    (drinkCollectionId: string) => api.delete('/drink-collection', { drinkCollectionId }),
    'drinks.collection.deleted',
    'drinks.collection.deleteFailed',
  );

export const useAddDrink = () =>
  useDrinksMutation(
    (body: DrinkCreateBody) => api.post<Drink>('/drink', body),
    'drinks.drink.added',
    'drinks.drink.addFailed',
  );

export const useChangeDrink = () =>
  useDrinksMutation(
    (body: DrinkUpdateBody) => api.put<Drink>('/drink', body),
    'drinks.drink.saved',
    'drinks.drink.saveFailed',
  );

/** A picture uploaded for a drink (base64), replacing any other (PUT /drink/image). */
export const useUploadDrinkPicture = () =>
  useDrinksMutation(
    (body: { drinkId: string; picture: string }) => api.put<Drink>('/drink/image', body),
    'common.picture.uploaded',
    'common.picture.uploadFailed',
  );

/** The drink's picture removed, and the image address it came from (DELETE /drink/image). */
export const useRemoveDrinkPicture = () =>
  useDrinksMutation(
    (drinkId: string) => api.delete<Drink>('/drink/image', { drinkId }),
    'common.picture.removed',
    'common.picture.removeFailed',
  );

export const useDeleteDrink = () =>
  useDrinksMutation(
    (drinkId: string) => api.delete('/drink', { drinkId }),
    'drinks.drink.deleted',
    'drinks.drink.deleteFailed',
  );
