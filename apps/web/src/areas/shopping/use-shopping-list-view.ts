import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { completeCategoryOrder, type FoodCategory } from '@ordna/contract/kernel/food-categories';
import type { ShoppingItem } from '@ordna/contract/shopping';
import { offerUndo } from '../../shared/notify';
import { useQueuedWrites, writeQueue } from '../../shared/offline-queue/offline-write';
import { useListShortcuts } from '../../shared/use-list-shortcuts';
import { ADD_SHOPPING_ITEM_FIELD } from './AddItemField';
import { groupedByCategory } from './grouped-items';
import { waitingItemIds } from './queued-items';
import type { ItemActions } from './ShoppingItemRow';
import { movedCategory, useMoveCategory } from './use-category-order';
import { useShoppingList } from './use-shopping';
import { useCheckItem, useDeleteItem, useMoveItem } from './use-shopping-items';

/**
 * What a list's view shows and does: its items split into what is left to buy (by category) and
 * what is checked off, what each item's buttons and the list's keys do, and the open dialogs.
 */
export function useShoppingListView(listId: string) {
  const { t } = useTranslation();
  const list = useShoppingList(listId);
  const check = useCheckItem(listId);
  const move = useMoveItem(listId);
  const remove = useDeleteItem();
  const [intoStorage, setIntoStorage] = useState(false);
  const [deleting, setDeleting] = useState<ShoppingItem | null>(null);
  const items = list.data?.items ?? [];
  // The items with a change kept on this device until the connection is back.
  const waiting = waitingItemIds(list.data, useQueuedWrites(), writeQueue.known);
  const open = items.filter((item) => !item.checked);
  const done = items.filter((item) => item.checked);
  // What is left to buy, by category in the list's order (learnt from check-offs, or set here).
  const groups = groupedByCategory(open, list.data?.categoryOrder);
  const toBuy = groups.flatMap((group) => group.items);
  const setOrder = useMoveCategory(listId);
  const moveCategory = (category: FoodCategory, by: -1 | 1) => {
    const order = completeCategoryOrder(list.data?.categoryOrder ?? []);
    const shown = groups.map((group) => group.category);
    setOrder.mutate(movedCategory(order, shown, category, by));
  };
  const readOnly = list.data?.sharedBy?.role === 'viewer';

  const actions: ItemActions = {
    check: (item, checked) => {
      check({ item, checked });
      if (checked) {
        offerUndo({
          id: `checked-${item._id}`,
          message: t('shopping.item.checked', { name: item.name }),
          undoLabel: t('shopping.item.undo'),
          closeLabel: t('common.close'),
          onUndo: () => check({ item: { ...item, checked: true }, checked: false }),
          autoClose: 5000,
        });
      }
    },
    move: (item, by) => {
      // An item moves within its category, among what is left to buy.
      const group = groups.find((one) => one.items.includes(item))?.items ?? [];
      const target = group[group.indexOf(item) + by];
      // The server places it at the target's index among all the list's items, checked ones too.
      if (target) move.mutate({ itemId: item._id, position: items.indexOf(target) });
    },
    remove: (item) => setDeleting(item),
  };
  const shortcuts = useListShortcuts({
    items: toBuy,
    // Enter ticks an item off, as a click on its box does.
    open: readOnly ? undefined : (item) => actions.check(item, true),
    create: readOnly ? undefined : () => document.getElementById(ADD_SHOPPING_ITEM_FIELD)?.focus(),
    copyText: (item) => item.name,
    remove: readOnly ? undefined : (item) => setDeleting(item),
  });

  return {
    list,
    remove,
    intoStorage,
    setIntoStorage,
    deleting,
    setDeleting,
    items,
    waiting,
    open,
    done,
    groups,
    toBuy,
    moveCategory,
    readOnly,
    actions,
    shortcuts,
  };
}
