import { z } from 'zod';
import { cutListAnswerOf } from '../kernel/common';

/**
 * The storage area's dashboard section: items whose best-before falls on or before three days
 * after the span's end (so gone ones too), soonest first, in every group the person sees.
 */
export const STORAGE_DASHBOARD_ITEMS_MAX = 50;
export const STORAGE_DASHBOARD_DAYS_AHEAD = 3;

const expiringItem = z.object({
  _id: z.string(),
  storageGroupId: z.string(),
  storageGroupName: z.string(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  bestBefore: z.string(),
});

export const storageDashboardSection = cutListAnswerOf('expiring', expiringItem, STORAGE_DASHBOARD_ITEMS_MAX, {
  /** The last day counted: three days after the span's end. */
  until: z.string(),
});
export type StorageDashboardSection = z.infer<typeof storageDashboardSection>;
