import { recipesRefusals } from '@ordna/contract/recipes/refusals';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { storageItemsOf, type StorageItemSummary } from '../storage/public';

/**
 * What the recipes area uses of storage, in one place (storage's public.ts): the items the person
 * can see, and the check that an ingredient links only to one of them.
 */
export type HeldItem = StorageItemSummary;

export function storageOf(db: Db, personId: string): Promise<HeldItem[]> {
  return storageItemsOf(db, personId);
}

/** Refuses (404) an ingredient linked to a storage item the person cannot see. */
export async function checkFoodItems(db: Db, personId: string, ingredients: { foodItemId?: string | null }[]) {
  const ids = ingredients.map((one) => one.foodItemId).filter((id): id is string => Boolean(id));
  if (ids.length === 0) return;
  const visible = new Set((await storageOf(db, personId)).map((item) => item.id));
  if (ids.some((id) => !visible.has(id))) throw notFound(recipesRefusals.foodItemNotFound);
}
