import { z } from 'zod';
import { cutListAnswerOf } from '../kernel/common';
import { shoppingItemAnswer } from './answers';

/** The shopping area's dashboard section: what was checked off in the span, newest first. */
export const SHOPPING_DASHBOARD_ITEMS_MAX = 100;

/** A checked item as its list shows it, with the list's name, and when it was checked off (epoch ms). */
const checkedItem = shoppingItemAnswer
  .pick({ _id: true, listId: true, name: true, quantity: true, unit: true })
  .extend({ listName: z.string(), checkedAt: z.number() });

export const shoppingDashboardSection = cutListAnswerOf('checked', checkedItem, SHOPPING_DASHBOARD_ITEMS_MAX);
export type ShoppingDashboardSection = z.infer<typeof shoppingDashboardSection>;
