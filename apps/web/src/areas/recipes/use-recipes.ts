import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  Recipe,
  RecipeCollection,
  RecipeCollectionUpdateBody,
  RecipeCreateBody,
  RecipeImport,
  RecipeSuggestions,
  RecipeUpdateBody,
  RecipeUseBody,
} from '@ordna/contract/recipes';
import type { RecipePage, RecipeUse } from '@ordna/contract/recipes/answers';
import { api } from '../../api/api';
import { notifyFailure, notifySuccess } from '../../shared/notify';
import { recipesKeys } from './recipes-keys';

/** Every recipe collection the person sees (GET /recipe-collection). */
export function useRecipeCollections() {
  return useQuery({
    queryKey: recipesKeys.collections(),
    queryFn: ({ signal }) => api.get<RecipeCollection[]>('/recipe-collection', undefined, signal),
  });
}

/** One collection; nothing is asked while its id is not known yet (a recipe page before its recipe). */
export function useRecipeCollection(collectionId: string) {
  return useQuery({
    queryKey: recipesKeys.collection(collectionId),
    queryFn: ({ signal }) => api.get<RecipeCollection>('/recipe-collection', { collectionId }, signal),
    enabled: collectionId !== '',
  });
}

/** A collection's recipes, searched by name, a page at a time (scroll for more). */
export function useCollectionRecipes(collectionId: string, query: string) {
  return useInfiniteQuery({
    queryKey: recipesKeys.list(collectionId, query),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<RecipePage>('/recipe', { collectionId, query: query || undefined, pageNumber: pageParam }, signal),
    getNextPageParam: (last) => (last.pageNumber < last.totalPages ? last.pageNumber + 1 : undefined),
  });
}

export function useRecipe(recipeId: string | undefined) {
  return useQuery({
    queryKey: recipesKeys.recipe(recipeId ?? ''),
    queryFn: ({ signal }) => api.get<Recipe>('/recipe', { recipeId }, signal),
    enabled: Boolean(recipeId),
  });
}

export function useSuggestions(text: string) {
  return useQuery({
    queryKey: recipesKeys.suggestions(text),
    queryFn: ({ signal }) => api.get<RecipeSuggestions>('/recipe', { suggestion: text }, signal),
    staleTime: 30_000,
  });
}

/** Reads a page's recipe (GET /recipe?recipeUrl); saves nothing. */
export function useImportRecipe() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (recipeUrl: string) => api.get<RecipeImport>('/recipe', { recipeUrl }),
    onError: (error) => notifyFailure(t('recipes.import.failed'), error),
  });
}

/** A write that reads the area again and says how it went; `done` null says nothing. */
function useRecipesMutation<T, R>(call: (input: T) => Promise<R>, done: string | null, failed: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      if (done) notifySuccess(t(done));
      return queryClient.invalidateQueries({ queryKey: recipesKeys.all });
    },
    onError: (error) => notifyFailure(t(failed), error),
  });
}

export const useAddCollection = () =>
  useRecipesMutation(
    (name: string) => api.post<RecipeCollection>('/recipe-collection', { name }),
    'recipes.collection.added',
    'recipes.collection.addFailed',
  );

export const useRenameCollection = () =>
  useRecipesMutation(
    (body: RecipeCollectionUpdateBody) => api.put<RecipeCollection>('/recipe-collection', body),
    'recipes.collection.renamed',
    'recipes.collection.renameFailed',
  );

export const useDeleteCollection = () =>
  useRecipesMutation(
    (collectionId: string) => api.delete('/recipe-collection', { collectionId }),
    'recipes.collection.deleted',
    'recipes.collection.deleteFailed',
  );

export const useAddRecipe = () =>
  useRecipesMutation(
    (body: RecipeCreateBody) => api.post<Recipe>('/recipe', body),
    'messages.addedRecipe',
    'recipes.recipe.saveFailed',
  );

export const useUpdateRecipe = () =>
  useRecipesMutation(
    (body: RecipeUpdateBody) => api.put<Recipe>('/recipe', body),
    'messages.updatedRecipe',
    'recipes.recipe.saveFailed',
  );

/** A picture uploaded for a recipe (base64), replacing any other (PUT /recipe/image). */
export const useUploadRecipePicture = () =>
  useRecipesMutation(
    (body: { recipeId: string; picture: string }) => api.put<Recipe>('/recipe/image', body),
    'common.picture.uploaded',
    'common.picture.uploadFailed',
  );

/** The recipe's picture removed, and the image address it came from (DELETE /recipe/image). */
export const useRemoveRecipePicture = () =>
  useRecipesMutation(
    (recipeId: string) => api.delete<Recipe>('/recipe/image', undefined, { recipeId }),
    'common.picture.removed',
    'common.picture.removeFailed',
  );

export const useDeleteRecipe = () =>
  useRecipesMutation(
    (recipeId: string) => api.delete('/recipe', undefined, { recipeId }),
    'recipes.recipe.deleted',
    'recipes.recipe.deleteFailed',
  );

export const useSendToShoppingList = () =>
  useRecipesMutation(
    (body: RecipeUseBody) => api.post<RecipeUse>('/recipe/shopping-list', body),
    null,
    'recipes.shop.failed',
  );

export const useCook = () =>
  useRecipesMutation((body: RecipeUseBody) => api.post<RecipeUse>('/recipe/cook', body), null, 'recipes.cook.failed');
