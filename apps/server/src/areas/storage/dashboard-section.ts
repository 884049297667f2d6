import { addDays } from '@ordna/contract/kernel/periods';
import {
  STORAGE_DASHBOARD_DAYS_AHEAD,
  STORAGE_DASHBOARD_ITEMS_MAX,
  type StorageDashboardSection,
} from '@ordna/contract/storage/dashboard';
import type { Db } from '../../db/database';
import type { DashboardRange, DashboardSectionSource } from '../dashboard/public';

import { listExpiring } from './storage-items.store';
import { fromThousandths } from '@ordna/contract/kernel/thousandths';

/** Storage on the dashboard: what runs out by three days after the span, in every group the person sees. */
export const storageDashboardSection: DashboardSectionSource<StorageDashboardSection> = {
  id: 'storage',
  async load(db: Db, range: DashboardRange) {
    const until = addDays(range.to, STORAGE_DASHBOARD_DAYS_AHEAD);
    const rows = await listExpiring(db, range.personId, until, STORAGE_DASHBOARD_ITEMS_MAX + 1);
    return {
      expiring: rows.slice(0, STORAGE_DASHBOARD_ITEMS_MAX).map((row) => ({
        _id: row.id,
        storageGroupId: row.storageGroupId,
        storageGroupName: row.storageGroupName,
        name: row.name,
        quantity: fromThousandths(row.quantity),
        unit: row.unit,
        bestBefore: row.bestBefore!,
      })),
      until,
      more: rows.length > STORAGE_DASHBOARD_ITEMS_MAX,
    };
  },
};
