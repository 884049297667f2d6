import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  ShoppingAdd,
  ShoppingList,
  ShoppingListSummary,
  ShoppingNewItem,
  ShoppingSuggestion,
} from '@ordna/contract/shopping';
import { api } from '../../api/api';
import { notifyFailure, notifySuccess } from '../../shared/notify';
import { shoppingKeys } from './shopping-keys';

/** Every list the person sees, with its counts (GET /shopping-list). */
export function useShoppingLists() {
  return useQuery({
    queryKey: shoppingKeys.lists(),
    queryFn: ({ signal }) => api.get<ShoppingListSummary[]>('/shopping-list', undefined, signal),
  });
}

/** One list with its items, in the person's order. */
export function useShoppingList(listId: string | undefined) {
  return useQuery({
    queryKey: shoppingKeys.list(listId ?? ''),
    queryFn: ({ signal }) => api.get<ShoppingList>('/shopping-list', { listId }, signal),
    enabled: Boolean(listId),
  });
}

/** What to add for the words typed so far: bought before, or held in storage. */
export function useSuggestions(query: string) {
  return useQuery({
    queryKey: shoppingKeys.suggestions(query),
    queryFn: ({ signal }) => api.get<ShoppingSuggestion[]>('/shopping-item/suggestion', { query }, signal),
    staleTime: 30_000,
  });
}

/** A mutation of lists that reads the area again and says how it went. */
function useListsMutation<T, R>(call: (input: T) => Promise<R>, done: string, failed: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      notifySuccess(t(done));
      return queryClient.invalidateQueries({ queryKey: shoppingKeys.all });
    },
    onError: (error) => notifyFailure(t(failed), error),
  });
}

export const useAddList = () =>
  useListsMutation(
    (name: string) => api.post<ShoppingList>('/shopping-list', { name }),
    'shopping.list.added',
    'shopping.list.addFailed',
  );

export const useRenameList = () =>
  useListsMutation(
    (body: { listId: string; name: string }) => api.put<ShoppingList>('/shopping-list', body),
    'shopping.list.renamed',
    'shopping.list.renameFailed',
  );

export const useDeleteList = () =>
  useListsMutation(
    (listId: string) => api.delete('/shopping-list', { listId }),
    'shopping.list.deleted',
    'shopping.list.deleteFailed',
  );

/**
 * Adds a typed line ("2 l milk") or things to a list, or to the default list without `listId`;
 * quiet on success (the item shows at once), loud on failure.
 */
export function useAddItems() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (body: { listId?: string; line?: string; items?: ShoppingNewItem[] }) =>
      api.post<ShoppingAdd>('/shopping-item', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shoppingKeys.all }),
    onError: (error) => notifyFailure(t('shopping.item.addFailed'), error),
  });
}
