import type { ShoppingList, ShoppingNewItem } from '@ordna/contract/shopping';
import type { QueuedWrite } from '../../shared/offline-queue/queued-write';
import { pendingItemsFor, thingsOf, withPending } from './pending-items';

/** The kinds of shopping writes that may wait on this device (docs/architecture.md, "The write queue"). */
export const SHOPPING_ADD = 'shopping.add';
export const SHOPPING_CHECK = 'shopping.check';

type AddBody = { listId?: string; line?: string; items?: ShoppingNewItem[] };
type CheckBody = { shoppingItemId: string; checked: boolean };

/** The name an add is called by when it is refused: the line typed, or the items' names. */
export function addedName(body: AddBody): string {
  return (
    body.line ??
    thingsOf(body)
      .map((thing) => thing.name)
      .join(', ')
  );
}

/** The list's own id of an item named by a write: the server's id once the add that made it was sent. */
function shownId(list: ShoppingList, id: string, known: Readonly<Record<string, string>>): string {
  const server = known[id];
  return server && list.items.some((item) => item._id === server) ? server : id;
}

/**
 * The list as the person left it: what the server said, with the writes still waiting on this
 * device applied in the order made (adds put after everything, check-offs on their items, also
 * on an item added while offline).
 */
export function withQueuedShopping(
  list: ShoppingList,
  writes: readonly QueuedWrite[],
  known: Readonly<Record<string, string>>,
): ShoppingList {
  let shown = list;
  for (const write of writes) {
    if (write.kind === SHOPPING_ADD) {
      const body = write.body as AddBody;
      if (body.listId !== list._id) continue;
      shown = withPending(shown, pendingItemsFor(list._id, body, shown.items.length, write.madeIds));
    } else if (write.kind === SHOPPING_CHECK) {
      const { shoppingItemId, checked } = write.body as CheckBody;
      const id = shownId(shown, shoppingItemId, known);
      const checkedAt = checked ? write.queuedAt : null;
      const items = shown.items.map((item) => (item._id === id ? { ...item, checked, checkedAt } : item));
      shown = { ...shown, items, uncheckedCount: items.filter((item) => !item.checked).length };
    }
  }
  return shown;
}

/** The ids of the items with a write waiting, as the list shows them. */
export function waitingItemIds(
  list: ShoppingList | undefined,
  writes: readonly QueuedWrite[],
  known: Readonly<Record<string, string>>,
): ReadonlySet<string> {
  const ids = new Set<string>();
  if (!list) return ids;
  for (const write of writes) {
    if (write.kind === SHOPPING_ADD && (write.body as AddBody).listId === list._id) {
      for (const id of write.madeIds ?? []) ids.add(id);
    } else if (write.kind === SHOPPING_CHECK) {
      ids.add(shownId(list, (write.body as CheckBody).shoppingItemId, known));
    }
  }
  return ids;
}
