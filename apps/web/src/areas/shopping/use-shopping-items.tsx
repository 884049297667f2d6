import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ShoppingItem, ShoppingList } from '@ordna/contract/shopping';
import { notifyFailure, notifySuccess } from '../../shared/notify';
import { shoppingKeys } from './shopping-keys';
import { shoppingEndpoints } from '@ordna/contract/shopping/endpoints';
import { call } from '../../api/call';
import { sendOrQueue, willWait } from '../../shared/offline-queue/offline-write';
import { SHOPPING_CHECK } from './queued-items';
import { useLastingWrite } from '../../shared/use-lasting-write';

const CHECKING = ['shopping', 'check'] as const;

/** The list in the cache with one item changed, as the server will answer it. */
export function withItem(list: ShoppingList, itemId: string, change: Partial<ShoppingItem>): ShoppingList {
  const items = list.items.map((item) => (item._id === itemId ? { ...item, ...change } : item));
  return { ...list, items, uncheckedCount: items.filter((item) => !item.checked).length };
}

/**
 * Checks an item off or back on: the list shows it at once, the server follows, and a failure
 * puts it back. Offline, the change waits on this device and the list shows it from there
 * (shared/offline-queue). The caller offers the undo.
 *
 * Check-offs go to the server one after another, in the order made (one scope), so a quick
 * check and undo of one item land in that order; the list is read again once the last of a burst
 * has answered, never between them: a read after the first would answer without the ones still
 * on their way and flip their boxes back until they answer. Each runs on the query client
 * (useLastingWrite), so one made just before leaving the list (or its toast's Undo, pressed
 * later) still settles.
 */
export function useCheckItem(listId: string): (input: { item: ShoppingItem; checked: boolean }) => void {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const key = shoppingKeys.list(listId);
  return useLastingWrite({
    mutationKey: CHECKING,
    scope: { id: 'shopping-check' },
    networkMode: 'always',
    mutationFn: ({ item, checked }: { item: ShoppingItem; checked: boolean }) =>
      sendOrQueue(
        shoppingEndpoints.changeItem,
        { body: { shoppingItemId: item._id, checked } },
        {
          kind: SHOPPING_CHECK,
          what: { key: `common.offlineQueue.what.${checked ? 'check' : 'uncheck'}`, values: { name: item.name } },
          reads: [[...shoppingKeys.all]],
        },
      ),
    onMutate: async ({ item, checked }) => {
      if (willWait()) return { before: undefined };
      await queryClient.cancelQueries({ queryKey: key });
      // As the server said, not as shown: the shown item may carry changes still waiting.
      const before = queryClient.getQueryData<ShoppingList>(key)?.items.find((each) => each._id === item._id);
      const checkedAt = checked ? Date.now() : null;
      queryClient.setQueryData<ShoppingList>(key, (list) => list && withItem(list, item._id, { checked, checkedAt }));
      return { before };
    },
    onError: (error, _input, context) => {
      const before = context?.before;
      if (before) queryClient.setQueryData<ShoppingList>(key, (list) => list && withItem(list, before._id, before));
      notifyFailure(t('shopping.item.checkFailed'), error);
    },
    onSettled: () => {
      // This check still counts as running here: 1 means it is the last of the burst.
      if (queryClient.isMutating({ mutationKey: CHECKING }) <= 1) {
        return queryClient.invalidateQueries({ queryKey: shoppingKeys.all });
      }
      return undefined;
    },
  });
}

/** Moves an item to a place in its list. */
export function useMoveItem(listId: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ itemId, position }: { itemId: string; position: number }) =>
      call(shoppingEndpoints.changeItem, { body: { shoppingItemId: itemId, position } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shoppingKeys.list(listId) }),
    onError: (error) => notifyFailure(t('shopping.item.moveFailed'), error),
  });
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (itemId: string) => call(shoppingEndpoints.deleteItem, { query: { shoppingItemId: itemId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shoppingKeys.all }),
    onError: (error) => notifyFailure(t('shopping.item.deleteFailed'), error),
  });
}

/** The list's checked items into a storage group, in one step. */
export function useIntoStorage(onMoved: () => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (body: { listId: string; storageGroupId: string }) =>
      call(shoppingEndpoints.createListIntoStorage, { body }),
    onSuccess: (answer) => {
      notifySuccess(t('shopping.intoStorage.done', { count: answer.moved }));
      onMoved();
      return queryClient.invalidateQueries();
    },
    onError: (error) => notifyFailure(t('shopping.intoStorage.failed'), error),
  });
}
