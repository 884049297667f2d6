import { z } from 'zod';
import { sharedByAnswer } from '../sharing/answers';

/** The storage area's answers; quantities are decimals with at most three places. */
export const storageItemAnswer = z.object({
  _id: z.string(),
  storageGroupId: z.string(),
  name: z.string(),
  quantity: z.number(),
  /** A normalised short unit ('l', 'kg', 'pcs'…), '' when the item is counted. */
  unit: z.string(),
  /** YYYY-MM-DD, or null when it keeps. */
  bestBefore: z.string().nullable(),
  note: z.string(),
  /** Epoch ms of the last change. */
  updatedAt: z.number(),
});
export type StorageItem = z.infer<typeof storageItemAnswer>;

/** A group in the list of groups: how much it holds, without the items. */
export const storageGroupSummaryAnswer = z.object({
  _id: z.string(),
  name: z.string(),
  itemCount: z.number(),
  /** Present when someone else shared the group with the person. */
  sharedBy: sharedByAnswer.optional(),
});
export type StorageGroupSummary = z.infer<typeof storageGroupSummaryAnswer>;

export const storageGroupAnswer = storageGroupSummaryAnswer.extend({ items: z.array(storageItemAnswer) });
export type StorageGroup = z.infer<typeof storageGroupAnswer>;

/** A found or expiring item, with the name of the group it is in. */
export const storageFoundItemAnswer = storageItemAnswer.extend({ storageGroupName: z.string() });
export type StorageFoundItem = z.infer<typeof storageFoundItemAnswer>;

/** A CSV import: how many items were added and updated, or the lines that stopped it (nothing is written then). */
export const storageCsvImportAnswer = z.object({
  added: z.number(),
  updated: z.number(),
  errors: z.array(z.object({ line: z.number(), code: z.string(), message: z.string() })),
  /** More errors than listed. */
  moreErrors: z.boolean(),
});
export type StorageCsvImport = z.infer<typeof storageCsvImportAnswer>;
