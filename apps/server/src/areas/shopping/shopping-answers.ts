import type { ShoppingItem } from '@ordna/contract/shopping/answers';
import type { SharedBy, ShareRole } from '@ordna/contract/sharing';
import type { ShoppingItemRow } from './shopping-items.store';
import { fromThousandths } from '@ordna/contract/kernel/thousandths';

/** Rows as the API answers them: thousandths as numbers, `_id` for ids. */

export function itemAnswerOf(row: ShoppingItemRow): ShoppingItem {
  return {
    _id: row.id,
    listId: row.listId,
    name: row.name,
    quantity: fromThousandths(row.quantity),
    unit: row.unit,
    checked: row.checkedAt !== null,
    checkedAt: row.checkedAt === null ? null : Number(row.checkedAt),
    position: Number(row.position),
    foodItemId: row.foodItemId,
  };
}

/** `sharedBy` of a list someone shared with the person; nothing on their own. */
export function sharedByOf(row: { shareId: string | null; role: ShareRole | null; ownerName: string | null }): {
  sharedBy?: SharedBy;
} {
  return row.shareId && row.role && row.ownerName
    ? { sharedBy: { shareId: row.shareId, role: row.role, ownerName: row.ownerName } }
    : {};
}
