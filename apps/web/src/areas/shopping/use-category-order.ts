import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FoodCategory } from '@ordna/contract/kernel/food-categories';
import type { ShoppingList } from '@ordna/contract/shopping';
import { shoppingEndpoints } from '@ordna/contract/shopping/endpoints';
import { call } from '../../api/call';
import { notifyFailure } from '../../shared/notify';
import { shoppingKeys } from './shopping-keys';

/**
 * Moves a category of a list up or down (PUT /shopping-list/category-order): shown at once,
 * put back if the server refuses.
 */
export function useMoveCategory(listId: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const key = shoppingKeys.list(listId);
  return useMutation({
    mutationFn: (categoryOrder: FoodCategory[]) =>
      call(shoppingEndpoints.changeCategoryOrder, { body: { listId, categoryOrder } }),
    onMutate: async (categoryOrder) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ShoppingList>(key);
      if (before) queryClient.setQueryData<ShoppingList>(key, { ...before, categoryOrder });
      return { before };
    },
    onError: (error, _order, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      notifyFailure(t('shopping.category.moveFailed'), error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** `order` with `category` moved one place among `shown` (the categories the list has items in). */
export function movedCategory(
  order: readonly FoodCategory[],
  shown: readonly FoodCategory[],
  category: FoodCategory,
  by: -1 | 1,
): FoodCategory[] {
  const neighbour = shown[shown.indexOf(category) + by];
  if (!neighbour) return [...order];
  const next = order.filter((one) => one !== category);
  const at = next.indexOf(neighbour) + (by === 1 ? 1 : 0);
  next.splice(at, 0, category);
  return next;
}
