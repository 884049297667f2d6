import { parseQuantityLine } from '@ordna/contract/kernel/quantities';
import type { ShoppingItem, ShoppingList, ShoppingNewItem } from '@ordna/contract/shopping';

/**
 * Items the person added that the server has not answered yet: shown at once, in the order typed,
 * marked as waiting, and replaced by the server's items when it answers (or taken out if it refuses).
 */
const PENDING_PREFIX = 'pending:';
let nextPending = 0;

export function isPendingItem(item: Pick<ShoppingItem, '_id'>): boolean {
  return item._id.startsWith(PENDING_PREFIX);
}

/** How many things an add call makes: one for a typed line, else one for each item sent. */
export function thingsOf(body: { line?: string; items?: ShoppingNewItem[] }): ShoppingNewItem[] {
  return body.line !== undefined ? [parseQuantityLine(body.line)] : (body.items ?? []);
}

/**
 * What an add call will show before its answer: the line read as the server reads it. `ids`
 * names the rows (a queued add's ids, kept across a reload); by default each gets a new pending id.
 */
export function pendingItemsFor(
  listId: string,
  body: { line?: string; items?: ShoppingNewItem[] },
  after: number,
  ids?: readonly string[],
): ShoppingItem[] {
  return thingsOf(body).map((thing, index) => ({
    _id: ids?.[index] ?? `${PENDING_PREFIX}${nextPending++}`,
    listId,
    name: thing.name,
    quantity: thing.quantity ?? null,
    unit: thing.unit ?? null,
    checked: false,
    checkedAt: null,
    position: after + index,
    foodItemId: thing.foodItemId ?? null,
  }));
}

/** The list with `pending` put after everything it holds. */
export function withPending(list: ShoppingList, pending: readonly ShoppingItem[]): ShoppingList {
  return { ...list, items: [...list.items, ...pending] };
}

/**
 * The list with the pending items of one call replaced by what the server made of them (or
 * dropped): a new row takes the pending one's place, and a row the add merged into (the same
 * food already on the list) is updated where it stands.
 */
export function settlePending(
  list: ShoppingList,
  pendingIds: ReadonlySet<string>,
  made: readonly ShoppingItem[],
): ShoppingList {
  const merged = new Map(
    made.filter((each) => list.items.some((item) => item._id === each._id)).map((each) => [each._id, each]),
  );
  const fresh = made.filter((each) => !merged.has(each._id));
  const index = list.items.findIndex((item) => pendingIds.has(item._id));
  const kept = list.items.filter((item) => !pendingIds.has(item._id)).map((item) => merged.get(item._id) ?? item);
  const before =
    index === -1 ? kept.length : list.items.slice(0, index).filter((item) => !pendingIds.has(item._id)).length;
  return { ...list, items: [...kept.slice(0, before), ...fresh, ...kept.slice(before)] };
}
