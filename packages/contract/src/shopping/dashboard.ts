import { z } from 'zod';

/** The shopping area's dashboard section: what was checked off in the span, newest first. */
export const SHOPPING_DASHBOARD_ITEMS_MAX = 100;

export const shoppingDashboardSection = z.object({
  checked: z
    .array(
      z.object({
        _id: z.string(),
        listId: z.string(),
        listName: z.string(),
        name: z.string(),
        quantity: z.number().nullable(),
        unit: z.string().nullable(),
        /** Epoch ms. */
        checkedAt: z.number(),
      }),
    )
    .max(SHOPPING_DASHBOARD_ITEMS_MAX),
  /** More were checked off than listed. */
  more: z.boolean(),
});
export type ShoppingDashboardSection = z.infer<typeof shoppingDashboardSection>;
