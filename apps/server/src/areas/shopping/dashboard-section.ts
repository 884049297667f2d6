import { SHOPPING_DASHBOARD_ITEMS_MAX, type ShoppingDashboardSection } from '@ordna/contract/shopping/dashboard';
import type { Db } from '../../db/database';
import type { DashboardRange, DashboardSectionSource } from '../dashboard/public';

import { listCheckedBetween } from './shopping-items.store';
import { listVisibleLists } from './shopping-lists.store';
import { fromThousandths } from '@ordna/contract/kernel/thousandths';

/** Shopping on the dashboard: what was checked off in the span, on the person's own and shared lists. */
export const shoppingDashboardSection: DashboardSectionSource<ShoppingDashboardSection> = {
  id: 'shopping',
  async load(db: Db, range: DashboardRange) {
    const listIds = (await listVisibleLists(db, range.personId)).map((list) => list.id);
    const rows = await listCheckedBetween(db, listIds, range.startMs, range.endMs, SHOPPING_DASHBOARD_ITEMS_MAX + 1);
    return {
      checked: rows.slice(0, SHOPPING_DASHBOARD_ITEMS_MAX).map((row) => ({
        _id: row.id,
        listId: row.listId,
        listName: row.listName,
        name: row.name,
        quantity: fromThousandths(row.quantity),
        unit: row.unit,
        checkedAt: Number(row.checkedAt),
      })),
      more: rows.length > SHOPPING_DASHBOARD_ITEMS_MAX,
    };
  },
};
