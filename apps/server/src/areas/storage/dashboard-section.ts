import { sql, type Kysely } from 'kysely';
import { addDays } from '@ordna/contract/kernel/periods';
import { fromThousandths } from '@ordna/contract/kernel/thousandths';
import {
  STORAGE_DASHBOARD_DAYS_AHEAD,
  STORAGE_DASHBOARD_ITEMS_MAX,
  type StorageDashboardSection,
} from '@ordna/contract/storage/dashboard';
import type { Db } from '../../db/database';
import { dialectOf } from '../../db/dialect-of';
import type { DashboardSectionSource } from '../dashboard/public';
import { expiringRead } from './storage-items.store';

interface StorageRows extends Record<string, object> {
  expiring: {
    id: string;
    storageGroupId: string;
    storageGroupName: string;
    name: string;
    quantity: number;
    unit: string;
    bestBefore: string | null;
  };
}

/** The date some days after `date` (YYYY-MM-DD), reckoned in SQL so the date stays a bound value. */
function daysAfter(db: Db, date: string, days: number) {
  // The dialect is the database's own, whatever its tables.
  return dialectOf(db as unknown as Kysely<unknown>) === 'postgres'
    ? sql<string>`to_char(cast(${date} as date) + ${sql.lit(days)}, 'YYYY-MM-DD')`
    : sql<string>`date(${date}, ${sql.lit(`+${days} days`)})`;
}

/** Storage on the dashboard: what runs out by three days after the span, in every group the person sees. */
export const storageDashboardSection: DashboardSectionSource<StorageDashboardSection, StorageRows> = {
  id: 'storage',
  reads: (db, range) => ({
    expiring: expiringRead(
      db,
      range.personId,
      daysAfter(db, range.to, STORAGE_DASHBOARD_DAYS_AHEAD),
      STORAGE_DASHBOARD_ITEMS_MAX + 1,
    ),
  }),
  shape(rows, range) {
    return {
      expiring: rows.expiring.slice(0, STORAGE_DASHBOARD_ITEMS_MAX).map((row) => ({
        _id: row.id,
        storageGroupId: row.storageGroupId,
        storageGroupName: row.storageGroupName,
        name: row.name,
        quantity: fromThousandths(row.quantity),
        unit: row.unit,
        bestBefore: row.bestBefore!,
      })),
      until: addDays(range.to, STORAGE_DASHBOARD_DAYS_AHEAD),
      more: rows.expiring.length > STORAGE_DASHBOARD_ITEMS_MAX,
    };
  },
};
