import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  RecipeCollectionUpdateBody,
  RecipeCreateBody,
  RecipeUpdateBody,
  RecipeUseBody,
} from '@ordna/contract/recipes';
import { notifyFailure } from '../../shared/notify';
import { useAreaMutation } from '../../shared/use-area-mutation';
import { recipesKeys } from './recipes-keys';
import { recipesEndpoints, recipesViews } from '@ordna/contract/recipes/endpoints';
import { call } from '../../api/call';

/** Every recipe collection the person sees (GET /recipe-collection). */
export function useRecipeCollections() {
  return useQuery({
    queryKey: recipesKeys.collections(),
    queryFn: ({ signal }) => call(recipesViews.collections, { signal }),
  });
}

/** One collection; nothing is asked while its id is not known yet (a recipe page before its recipe). */
export function useRecipeCollection(collectionId: string) {
  return useQuery({
    queryKey: recipesKeys.collection(collectionId),
    queryFn: ({ signal }) => call(recipesViews.collection, { query: { collectionId }, signal }),
    enabled: collectionId !== '',
  });
}

/** A collection's recipes, searched by name, a page at a time (scroll for more). */
export function useCollectionRecipes(collectionId: string, query: string) {
  return useInfiniteQuery({
    queryKey: recipesKeys.list(collectionId, query),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call(recipesViews.page, { query: { collectionId, query: query || undefined, pageNumber: pageParam }, signal }),
    getNextPageParam: (last) => (last.pageNumber < last.totalPages ? last.pageNumber + 1 : undefined),
  });
}

export function useRecipe(recipeId: string | undefined) {
  return useQuery({
    queryKey: recipesKeys.recipe(recipeId ?? ''),
    queryFn: ({ signal }) => call(recipesViews.recipe, { query: { recipeId }, signal }),
    enabled: Boolean(recipeId),
  });
}

export function useSuggestions(text: string) {
  return useQuery({
    queryKey: recipesKeys.suggestions(text),
    queryFn: ({ signal }) => call(recipesViews.suggestions, { query: { suggestion: text }, signal }),
    staleTime: 30_000,
  });
}

/** Reads a page's recipe (GET /recipe?recipeUrl); saves nothing. */
export function useImportRecipe() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (recipeUrl: string) => call(recipesViews.import, { query: { recipeUrl } }),
    onError: (error) => notifyFailure(t('recipes.import.failed'), error),
  });
}

export const useAddCollection = () =>
  useAreaMutation(
    recipesKeys.all,
    (name: string) => call(recipesEndpoints.createCollection, { body: { name } }),
    'recipes.collection.added',
    'recipes.collection.addFailed',
  );

export const useRenameCollection = () =>
  useAreaMutation(
    recipesKeys.all,
    (body: RecipeCollectionUpdateBody) => call(recipesEndpoints.changeCollection, { body }),
    'recipes.collection.renamed',
    'recipes.collection.renameFailed',
  );

export const useDeleteCollection = () =>
  useAreaMutation(
    recipesKeys.all,
    (collectionId: string) => call(recipesEndpoints.deleteCollection, { query: { collectionId } }),
    'recipes.collection.deleted',
    'recipes.collection.deleteFailed',
  );

export const useAddRecipe = () =>
  useAreaMutation(
    recipesKeys.all,
    (body: RecipeCreateBody) => call(recipesEndpoints.createRecipe, { body }),
    'messages.addedRecipe',
    'recipes.recipe.saveFailed',
  );

export const useUpdateRecipe = () =>
  useAreaMutation(
    recipesKeys.all,
    (body: RecipeUpdateBody) => call(recipesEndpoints.changeRecipe, { body }),
    'messages.updatedRecipe',
    'recipes.recipe.saveFailed',
  );

/** A picture uploaded for a recipe (base64), replacing any other (PUT /recipe/image). */
export const useUploadRecipePicture = () =>
  useAreaMutation(
    recipesKeys.all,
    (body: { recipeId: string; picture: string }) => call(recipesEndpoints.changeImage, { body }),
    'common.picture.uploaded',
    'common.picture.uploadFailed',
  );

/** The recipe's picture removed, and the image address it came from (DELETE /recipe/image). */
export const useRemoveRecipePicture = () =>
  useAreaMutation(
    recipesKeys.all,
    (recipeId: string) => call(recipesEndpoints.deleteImage, { body: { recipeId } }),
    'common.picture.removed',
    'common.picture.removeFailed',
  );

export const useDeleteRecipe = () =>
  useAreaMutation(
    recipesKeys.all,
    (recipeId: string) => call(recipesEndpoints.deleteRecipe, { body: { recipeId } }),
    'recipes.recipe.deleted',
    'recipes.recipe.deleteFailed',
  );

export const useSendToShoppingList = () =>
  useAreaMutation(
    recipesKeys.all,
    (body: RecipeUseBody) => call(recipesEndpoints.toShoppingList, { body }),
    null,
    'recipes.shop.failed',
  );

export const useCook = () =>
  useAreaMutation(
    recipesKeys.all,
    (body: RecipeUseBody) => call(recipesEndpoints.cook, { body }),
    null,
    'recipes.cook.failed',
  );
