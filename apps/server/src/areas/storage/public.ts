import type { Db } from '../../db/database';
import type { AreaRoutes, ServerArea } from '../../http/context';
import type { LivePublisher } from '../../http/live/live-bus';
import { inTransaction } from '../../db/transaction';
import { accessTo, declareShareable, tellAudience } from '../sharing/public';

import { storageCsvRoutes } from './storage-csv.routes';
import { storageGroupStore } from './storage-groups.store';
import { storageGroupRoutes } from './storage-groups.routes';
import { findAnyItem, groupIdsOfItems, listVisibleItems } from './storage-items.store';
export { visibleItemAmounts } from './storage-items.store';
import { storageItemRoutes } from './storage-items.routes';
import type { StorageItemsTable } from './storage.tables';
import { putIntoStorage, takeOutOfStorage, type PutAway } from './storage-transfers.service';
import { fromThousandths } from '@ordna/contract/kernel/thousandths';

// Storage groups can be shared; their items follow them (storage-access.ts).
declareShareable('storageGroup', async (db, id) => (await storageGroupStore.findAny(db, id))?.userId);

/** Every storage route is the signed-in person's (docs/adding-an-area.md). */
const storageAreaRoutes: AreaRoutes = async (app, deps) => {
  await storageGroupRoutes(app, deps);
  await storageItemRoutes(app, deps);
  await storageCsvRoutes(app, deps);
};

/** The storage area as the server wires it. */
export const storageArea: ServerArea = { routes: storageAreaRoutes };

// ---- what other areas may use (shopping, recipes, drinks, the dashboard) --------------------

/** A storage item as other areas match against it. */
export type StorageItemSummary = Pick<
  StorageItemsTable,
  'id' | 'storageGroupId' | 'name' | 'nameKey' | 'quantity' | 'unit' | 'bestBefore'
>;

/** Every storage item the person can see: in their own groups and in groups shared with them. */
export async function storageItemsOf(db: Db, personId: string): Promise<StorageItemSummary[]> {
  const rows = await listVisibleItems(db, personId);
  return rows.map((row) => ({
    id: row.id,
    storageGroupId: row.storageGroupId,
    name: row.name,
    nameKey: row.nameKey,
    quantity: fromThousandths(row.quantity),
    unit: row.unit,
    bestBefore: row.bestBefore,
  }));
}

/** Whether the person can see this storage item (another area's `foodItemId` must be one). */
export async function canSeeStorageItem(db: Db, personId: string, storageItemId: string): Promise<boolean> {
  const item = await findAnyItem(db, storageItemId);
  return (
    item !== undefined &&
    (await accessTo(db, personId, 'storageGroup', { id: item.storageGroupId, ownerId: item.userId })) !== null
  );
}

/**
 * Takes quantities out of storage items (cooking a recipe), inside the caller's transaction when
 * there is one. Each quantity is in the item's own unit; an item never goes below 0. Refuses as
 * the storage routes do (404 for an item the person cannot see, 400 for a viewer), so the
 * caller's transaction rolls back. Tell the people who see those groups afterwards with
 * `tellStorageChanged`.
 */
export async function takeFromStorage(
  db: Db,
  personId: string,
  takes: { storageItemId: string; quantity: number }[],
): Promise<void> {
  await inTransaction(db, (tx) => takeOutOfStorage(tx, personId, takes, Date.now()));
}

/**
 * Puts things into a storage group (shopping's checked items): added to an item of the same
 * name in a unit they add to, or new items. Runs in the caller's transaction; refuses as the
 * routes do. Answers what changed; tell the group's people with `tellStorageChanged`.
 */
export function putIntoStorageGroup(db: Db, personId: string, storageGroupId: string, things: PutAway[], now: number) {
  return inTransaction(db, (tx) => putIntoStorage(tx, personId, storageGroupId, things, now));
}

/** After the caller's transaction has committed: everyone who sees these groups reads them again. */
export function tellStorageChanged(db: Db, live: LivePublisher, storageGroupIds: readonly string[]): void {
  for (const id of new Set(storageGroupIds)) {
    tellAudience(db, live, 'storageGroup', id, { kind: 'storageGroup', id, action: 'changed' });
  }
}

/** The groups these items are in, to pass to `tellStorageChanged` after the caller commits. */
export function storageGroupsOfItems(db: Db, storageItemIds: readonly string[]): Promise<string[]> {
  return groupIdsOfItems(db, storageItemIds);
}

export type { PutAway };

export { storageDashboardSection } from './dashboard-section';
