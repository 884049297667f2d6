import { addQuantities, compatibleUnits, nameKeyOf, normaliseUnit } from '@ordna/contract/kernel/quantities';
import { STORAGE_ITEMS_PER_GROUP_MAX, STORAGE_QUANTITY_MAX } from '@ordna/contract/storage';
import { storageRefusals } from '@ordna/contract/storage/refusals';
import type { Db } from '../../db/database';
import { conflict } from '../../http/errors';
import { newId } from '../../lib/ids';

import { reachGroup, reachItem } from './storage-access';
import { lockGroup } from './storage-groups.store';
import { changeQuantity, insertItems, listGroupItems, updateItem, type NewStorageItem } from './storage-items.store';
import { toThousandths, fromThousandths } from '@ordna/contract/kernel/thousandths';

/**
 * Quantities moving into and out of storage from other areas (shopping puts bought things away,
 * recipes take what they cook). Both run inside the caller's transaction and refuse as the
 * routes do: 404 for a group or item the person cannot see, 400 when they may only view.
 */

export interface PutAway {
  name: string;
  quantity: number | null;
  unit: string | null;
}

/**
 * Adds each thing to the group's item with the same name and a unit it adds to (so 5 dl onto 1 l
 * makes 1.5 l), or makes a new item; a thing without an amount counts as one.
 */
export async function putIntoStorage(tx: Db, personId: string, storageGroupId: string, things: PutAway[], now: number) {
  const { group, ownerId } = await reachGroup(tx, personId, storageGroupId, 'change');
  // Two puts into one group take turns, so neither writes a sum the other did not see.
  await lockGroup(tx, ownerId, group.id);
  const items = await listGroupItems(tx, ownerId, group.id);
  const created: NewStorageItem[] = [];
  const changedIds = new Set<string>();
  for (const thing of things) {
    const key = nameKeyOf(thing.name);
    const unit = normaliseUnit(thing.unit);
    const matches = (row: { name: string; unit: string }) =>
      nameKeyOf(row.name) === key && compatibleUnits(row.unit, unit);
    const held = items.find(matches) ?? created.find(matches);
    if (held) {
      const sum = addQuantities(
        { quantity: fromThousandths(held.quantity), unit: held.unit },
        { quantity: thing.quantity, unit },
      )!;
      held.quantity = toThousandths(Math.min(sum.quantity!, STORAGE_QUANTITY_MAX));
      if (items.includes(held as (typeof items)[number])) changedIds.add(held.id);
    } else {
      created.push({
        id: newId(),
        userId: ownerId,
        storageGroupId: group.id,
        name: thing.name,
        quantity: toThousandths(thing.quantity ?? 1),
        unit: unit ?? '',
        bestBefore: null,
        note: '',
        updatedAt: now,
      });
    }
  }
  if (items.length + created.length > STORAGE_ITEMS_PER_GROUP_MAX) throw conflict(storageRefusals.tooManyItems);
  for (const item of items.filter((row) => changedIds.has(row.id))) {
    await updateItem(tx, ownerId, item.id, { quantity: item.quantity, updatedAt: now });
  }
  await insertItems(tx, created);
  return { storageGroupId: group.id, addedTo: changedIds.size, created: created.length };
}

/**
 * Takes quantities out of items, in each item's own unit (convert first with `convertAmount` from
 * the contract's `quantities.ts`);
 * an item never goes below 0.
 */
export async function takeOutOfStorage(
  tx: Db,
  personId: string,
  takes: { storageItemId: string; quantity: number }[],
  now: number,
): Promise<string[]> {
  const groupIds = new Set<string>();
  for (const take of takes) {
    const { item, ownerId } = await reachItem(tx, personId, take.storageItemId, 'change');
    await changeQuantity(tx, ownerId, item.id, -toThousandths(Math.max(0, take.quantity)), now);
    groupIds.add(item.storageGroupId);
  }
  return [...groupIds];
}
