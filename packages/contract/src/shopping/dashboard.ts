import { z } from 'zod';
import { cutListAnswerOf } from '../kernel/common';

/** The shopping area's dashboard section: what was checked off in the span, newest first. */
export const SHOPPING_DASHBOARD_ITEMS_MAX = 100;

const checkedItem = z.object({
  _id: z.string(),
  listId: z.string(),
  listName: z.string(),
  name: z.string(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  /** Epoch ms. */
  checkedAt: z.number(),
});

export const shoppingDashboardSection = cutListAnswerOf('checked', checkedItem, SHOPPING_DASHBOARD_ITEMS_MAX);
export type ShoppingDashboardSection = z.infer<typeof shoppingDashboardSection>;
