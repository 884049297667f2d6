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
import { pendingItemsFor, settlePending, withPending } from './pending-items';
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

type AddBody = { listId?: string; line?: string; items?: ShoppingNewItem[] };

/**
 * Adds a typed line ("2 l milk") or things to a list, or to the default list without `listId`.
 * The items show at once, marked as waiting, and the calls go one after another in the order they
 * were made (one mutation scope), so quick typing never reorders or loses a line; a refusal takes
 * the line out again and says which line was not added. Quiet on success, loud on failure.
 */
export function useAddItems() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const adding = ['shopping', 'add'] as const;
  return useMutation({
    mutationKey: adding,
    scope: { id: 'shopping-add' },
    mutationFn: (body: AddBody) => api.post<ShoppingAdd>('/shopping-item', body),
    onMutate: async (body) => {
      if (!body.listId) return undefined;
      const key = shoppingKeys.list(body.listId);
      // A read already under way would answer without this line and overwrite it.
      await queryClient.cancelQueries({ queryKey: key });
      const list = queryClient.getQueryData<ShoppingList>(key);
      if (!list) return undefined;
      const pending = pendingItemsFor(body.listId, body, list.items.length);
      queryClient.setQueryData<ShoppingList>(key, withPending(list, pending));
      return { key, pendingIds: new Set(pending.map((item) => item._id)) };
    },
    onSuccess: (answer, _body, context) => {
      if (!context) return;
      queryClient.setQueryData<ShoppingList>(context.key, (list) =>
        list ? settlePending(list, context.pendingIds, answer.items) : list,
      );
    },
    onError: (error, body, context) => {
      if (context) {
        queryClient.setQueryData<ShoppingList>(context.key, (list) =>
          list ? settlePending(list, context.pendingIds, []) : list,
        );
      }
      const what = body.line ?? body.items?.map((item) => item.name).join(', ') ?? '';
      notifyFailure(t('shopping.item.addFailedFor', { line: what }), error);
    },
    onSettled: () => {
      // Read the lists again once the last queued add has answered, not between them.
      if (queryClient.isMutating({ mutationKey: adding }) <= 1) {
        return queryClient.invalidateQueries({ queryKey: shoppingKeys.all });
      }
      return undefined;
    },
  });
}
