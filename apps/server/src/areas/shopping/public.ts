import type { Db } from '../../db/database';
import type { AreaRoutes, ServerArea } from '../../http/context';
import type { LivePublisher } from '../../http/live/live-bus';
import { declareShareable, tellAudience } from '../sharing/public';
import { addToList } from './shopping-add.service';
import { shoppingCategoryOrderRoutes } from './shopping-category-order.routes';
import { shoppingIntoStorageRoutes } from './shopping-into-storage.routes';
import { shoppingItemRoutes } from './shopping-items.routes';
import { shoppingListStore } from './shopping-lists.store';
import { shoppingListRoutes } from './shopping-lists.routes';

// Shopping lists can be shared; their items follow them (shopping-access.ts).
declareShareable('shoppingList', async (db, id) => (await shoppingListStore.findAny(db, id))?.userId);

/** Every shopping route is the signed-in person's (docs/adding-an-area.md). */
const shoppingAreaRoutes: AreaRoutes = async (app, deps) => {
  await shoppingListRoutes(app, deps);
  await shoppingItemRoutes(app, deps);
  await shoppingIntoStorageRoutes(app, deps);
  await shoppingCategoryOrderRoutes(app, deps);
};

/** The shopping area as the server wires it. */
export const shoppingArea: ServerArea = { routes: shoppingAreaRoutes };

// ---- what other areas may use (recipes, drinks) ---------------------------------------------

/** A thing for a shopping list; `foodItemId` is a storage item's id the person can see, or null. */
export interface ShoppingThing {
  name: string;
  quantity: number | null;
  unit: string | null;
  foodItemId: string | null;
}

/**
 * Adds things to the end of a list, in one transaction (joining the caller's). `'default'` is the
 * `defaultShoppingList` preference when it names a list the person may add to, else their first
 * own list by name, else the first list shared with them to edit, else a new list named in their language ("Shopping list", "Inköpslista"). Refuses as the
 * shopping routes do: 404 `shopping.listNotFound` for a list the person cannot see, 400 for a
 * viewer, 409 `shopping.tooManyItems` past the bound. The caller checks `foodItemId`s and, after
 * its transaction has committed, calls `tellShoppingListChanged(db, live, listId)`: this
 * function publishes nothing.
 */
export async function addToShoppingList(
  db: Db,
  personId: string,
  listId: string | 'default',
  items: ShoppingThing[],
): Promise<{ listId: string; added: number }> {
  const added = await addToList(db, personId, listId === 'default' ? undefined : listId, items, Date.now());
  return { listId: added.listId, added: added.items.length };
}

/** After the caller's write has committed: everyone who sees the list reads it again. */
export function tellShoppingListChanged(db: Db, live: LivePublisher, listId: string): void {
  tellAudience(db, live, 'shoppingList', listId, { kind: 'shoppingList', id: listId, action: 'changed' });
}

export { shoppingDashboardSection } from './dashboard-section';
