import type { StorageFoundItem, StorageItem } from '@ordna/contract/storage/answers';
import type { SharedBy } from '@ordna/contract/sharing';
import type { ShareRole } from '@ordna/contract/sharing';
import type { StorageItemRow } from './storage-items.store';
import { fromThousandths } from '@ordna/contract/kernel/thousandths';

/** Rows as the API answers them: thousandths as numbers, `_id` for ids. */

export function itemAnswerOf(row: StorageItemRow): StorageItem {
  return {
    _id: row.id,
    storageGroupId: row.storageGroupId,
    name: row.name,
    quantity: fromThousandths(row.quantity),
    unit: row.unit,
    bestBefore: row.bestBefore,
    note: row.note,
    updatedAt: Number(row.updatedAt),
  };
}

export function foundItemAnswerOf(row: StorageItemRow & { storageGroupName: string }): StorageFoundItem {
  return { ...itemAnswerOf(row), storageGroupName: row.storageGroupName };
}

/** `sharedBy` of a group someone shared with the person; nothing on their own. */
export function sharedByOf(row: { shareId: string | null; role: ShareRole | null; ownerName: string | null }): {
  sharedBy?: SharedBy;
} {
  return row.shareId && row.role && row.ownerName
    ? { sharedBy: { shareId: row.shareId, role: row.role, ownerName: row.ownerName } }
    : {};
}
