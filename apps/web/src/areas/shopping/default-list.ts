import type { ShoppingListSummary } from '@ordna/contract/shopping';

/**
 * The list quick adds go to, as the server picks it: the `defaultShoppingList` preference when it
 * names a list the person may add to, else their own first list in name order, else the first
 * list shared with them to edit.
 */
export function defaultListOf(
  lists: readonly ShoppingListSummary[],
  preferred: string | null,
): ShoppingListSummary | undefined {
  const chosen = lists.find((list) => list._id === preferred && list.sharedBy?.role !== 'viewer');
  return chosen ?? lists.find((list) => !list.sharedBy) ?? lists.find((list) => list.sharedBy?.role === 'editor');
}
