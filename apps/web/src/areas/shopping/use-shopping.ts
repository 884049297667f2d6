import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShoppingList, ShoppingNewItem } from '@ordna/contract/shopping';
import { notifyFailure } from '../../shared/notify';
import { pendingItemsFor, settlePending, withPending } from './pending-items';
import { useAreaMutation } from '../../shared/use-area-mutation';
import { shoppingKeys } from './shopping-keys';
import { shoppingEndpoints, shoppingViews } from '@ordna/contract/shopping/endpoints';
import { call } from '../../api/call';
import { sendOrQueue, useQueuedWrites, willWait, writeQueue } from '../../shared/offline-queue/offline-write';
import { madeHereId } from '../../shared/offline-queue/queued-write';
import { addedName, SHOPPING_ADD, withQueuedShopping } from './queued-items';
import { thingsOf } from './pending-items';

/** Every list the person sees, with its counts (GET /shopping-list). */
export function useShoppingLists() {
  return useQuery({
    queryKey: shoppingKeys.lists(),
    queryFn: ({ signal }) => call(shoppingViews.lists, { signal }),
  });
}

/** One list with its items, in the person's order, and the changes still waiting on this device. */
export function useShoppingList(listId: string | undefined) {
  const writes = useQueuedWrites();
  const select = useCallback((list: ShoppingList) => withQueuedShopping(list, writes, writeQueue.known), [writes]);
  return useQuery({
    queryKey: shoppingKeys.list(listId ?? ''),
    queryFn: ({ signal }) => call(shoppingViews.list, { query: { listId }, signal }),
    enabled: Boolean(listId),
    select,
  });
}

/** What to add for the words typed so far: bought before, or held in storage. */
export function useSuggestions(query: string) {
  return useQuery({
    queryKey: shoppingKeys.suggestions(query),
    queryFn: ({ signal }) => call(shoppingEndpoints.readItemSuggestion, { query: { query }, signal }),
    staleTime: 30_000,
  });
}

export const useAddList = () =>
  useAreaMutation(
    shoppingKeys.all,
    (name: string) => call(shoppingEndpoints.createList, { body: { name } }),
    'shopping.list.added',
    'shopping.list.addFailed',
  );

export const useRenameList = () =>
  useAreaMutation(
    shoppingKeys.all,
    (body: { listId: string; name: string }) => call(shoppingEndpoints.changeList, { body }),
    'shopping.list.renamed',
    'shopping.list.renameFailed',
  );

export const useDeleteList = () =>
  useAreaMutation(
    shoppingKeys.all,
    (listId: string) => call(shoppingEndpoints.deleteList, { query: { listId } }),
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
    // Offline, the add waits on this device (shared/offline-queue) with ids of its own, so an
    // item added offline can be checked off offline too.
    networkMode: 'always',
    mutationFn: (body: AddBody) =>
      sendOrQueue(
        shoppingEndpoints.createItem,
        { body },
        {
          kind: SHOPPING_ADD,
          what: { key: 'common.offlineQueue.what.add', values: { name: addedName(body) } },
          reads: [[...shoppingKeys.all]],
          madeIds: thingsOf(body).map(() => madeHereId()),
        },
      ),
    onMutate: async (body) => {
      if (!body.listId || willWait()) return undefined;
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
