import { SHOPPING_DASHBOARD_ITEMS_MAX, type ShoppingDashboardSection } from '@ordna/contract/shopping/dashboard';
import { fromThousandths } from '@ordna/contract/kernel/thousandths';
import type { DashboardSectionSource } from '../dashboard/public';
import { checkedBetweenRead } from './shopping-items.store';

interface ShoppingRows extends Record<string, object> {
  checked: {
    id: string;
    listId: string;
    listName: string;
    name: string;
    quantity: number | null;
    unit: string | null;
    checkedAt: number | null;
  };
}

/** Shopping on the dashboard: what was checked off in the span, on the person's own and shared lists. */
export const shoppingDashboardSection: DashboardSectionSource<ShoppingDashboardSection, ShoppingRows> = {
  id: 'shopping',
  reads: (db, range) => ({
    checked: checkedBetweenRead(db, range.personId, range.startMs, range.endMs, SHOPPING_DASHBOARD_ITEMS_MAX + 1),
  }),
  shape(rows) {
    return {
      checked: rows.checked.slice(0, SHOPPING_DASHBOARD_ITEMS_MAX).map((row) => ({
        _id: row.id,
        listId: row.listId,
        listName: row.listName,
        name: row.name,
        quantity: fromThousandths(row.quantity),
        unit: row.unit,
        checkedAt: Number(row.checkedAt),
      })),
      more: rows.checked.length > SHOPPING_DASHBOARD_ITEMS_MAX,
    };
  },
};
