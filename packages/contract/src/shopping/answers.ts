import { z } from 'zod';
import { FOOD_CATEGORIES } from '../kernel/food-categories';
import { sharedByAnswer } from '../sharing/answers';

/** The shopping area's answers; quantities are decimals with at most three places. */
export const shoppingItemAnswer = z.object({
  _id: z.string(),
  listId: z.string(),
  name: z.string(),
  /** null when the line said no amount ("salt"). */
  quantity: z.number().nullable(),
  /** A normalised short unit ('l', 'kg'…), or null. */
  unit: z.string().nullable(),
  checked: z.boolean(),
  /** Epoch ms when it was checked off, or null. */
  checkedAt: z.number().nullable(),
  /** Its place in the list, from 0. */
  position: z.number(),
  /** The storage item it stands for, if any. */
  foodItemId: z.string().nullable(),
});
export type ShoppingItem = z.infer<typeof shoppingItemAnswer>;

/** A list in the list of lists: how many items it has and how many are left to buy. */
export const shoppingListSummaryAnswer = z.object({
  _id: z.string(),
  name: z.string(),
  itemCount: z.number(),
  uncheckedCount: z.number(),
  /** Present when someone else shared the list with the person. */
  sharedBy: sharedByAnswer.optional(),
});
export type ShoppingListSummary = z.infer<typeof shoppingListSummaryAnswer>;

export const shoppingListAnswer = shoppingListSummaryAnswer.extend({
  items: z.array(shoppingItemAnswer),
  /** Every category, in the order the list walks them: learnt from check-offs, or set by the person. */
  categoryOrder: z.array(z.enum(FOOD_CATEGORIES)),
});
export type ShoppingList = z.infer<typeof shoppingListAnswer>;

/** What was added, and to which list (the default list when none was named). */
export const shoppingAddAnswer = z.object({ listId: z.string(), items: z.array(shoppingItemAnswer) });
export type ShoppingAdd = z.infer<typeof shoppingAddAnswer>;

/** Something to add, from what the person bought before or from what storage holds. */
export const shoppingSuggestionAnswer = z.object({
  name: z.string(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  source: z.enum(['bought', 'storage']),
  foodItemId: z.string().nullable(),
});
export type ShoppingSuggestion = z.infer<typeof shoppingSuggestionAnswer>;

/** Checked items put into a storage group: added to a matching item, or new ones. */
export const shoppingIntoStorageAnswer = z.object({
  moved: z.number(),
  addedTo: z.number(),
  created: z.number(),
});
export type ShoppingIntoStorage = z.infer<typeof shoppingIntoStorageAnswer>;
