import { storageRefusals } from '@ordna/contract/storage/refusals';
import type { Db } from '../../db/database';
import { requireAccess, type Need } from '../sharing/public';
import { storageGroupStore } from './storage-groups.store';
import { findAnyItem } from './storage-items.store';

/**
 * A storage group is the thing that is shared; its items follow it and carry its owner's userId,
 * whoever puts them there (docs/architecture.md, "Sharing"). Each finder asks the sharing policy
 * (404 when the person cannot see it, 400 when they may only view) and answers the owner whose
 * rows the stores then read and write.
 */

export async function reachGroup(db: Db, personId: string, storageGroupId: string, need: Need) {
  const row = await storageGroupStore.findAny(db, storageGroupId);
  const owned = row && { id: row.id, ownerId: row.userId };
  const access = await requireAccess(db, personId, 'storageGroup', owned, need, storageRefusals.groupNotFound);
  return { group: { id: row!.id, name: row!.name }, ownerId: row!.userId, access };
}

export async function reachItem(db: Db, personId: string, storageItemId: string, need: Need) {
  const row = await findAnyItem(db, storageItemId);
  const owned = row && { id: row.storageGroupId, ownerId: row.userId };
  const access = await requireAccess(db, personId, 'storageGroup', owned, need, storageRefusals.itemNotFound);
  return { item: row!, ownerId: row!.userId, access };
}
