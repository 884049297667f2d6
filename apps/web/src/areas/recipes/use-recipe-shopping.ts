import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RecipeShopBody } from '@ordna/contract/recipes';
import { recipesEndpoints } from '@ordna/contract/recipes/endpoints';
import { call } from '../../api/call';
import { notifyFailure, notifySuccess } from '../../shared/notify';
import { shoppingKeys } from '../shopping/public';
import { recipesKeys } from './recipes-keys';

/** Long enough to read a sentence with two numbers in it. */
export const SHOP_TOAST_MS = 6000;

/**
 * What "Add missing to shopping list" would add for these servings (POST
 * /recipe/shopping-list/preview), asked while the preview dialog is open.
 */
export function useShoppingPreview(recipeId: string, servings: number, enabled: boolean) {
  return useQuery({
    queryKey: [...recipesKeys.recipe(recipeId), 'shopping-preview', servings],
    queryFn: () => call(recipesEndpoints.previewShoppingList, { body: { recipeId, servings } }),
    enabled,
    staleTime: 0,
  });
}

/** Sends the ticked lines to the default shopping list and says so in a toast that stays to be read. */
export function useSendPickedToShoppingList(onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecipeShopBody) => call(recipesEndpoints.toShoppingList, { body }),
    onSuccess: (use) => {
      notifySuccess(t('recipes.shop.done', { count: use.count, skipped: use.skipped }), { autoClose: SHOP_TOAST_MS });
      onDone();
      return queryClient.invalidateQueries({ queryKey: shoppingKeys.all });
    },
    onError: (error) => notifyFailure(t('recipes.shop.failed'), error),
  });
}
