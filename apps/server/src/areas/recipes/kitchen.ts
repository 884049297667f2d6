import { recipesRefusals } from '@ordna/contract/recipes-refusals';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';

/**
 * What the recipes area uses of storage and shopping, in one place (their public.ts).
 * PENDING: storage's public.ts is not merged yet; until then storage holds nothing.
 */
export interface HeldItem {
  id: string;
  storageGroupId: string;
  name: string;
  nameKey: string;
  quantity: number;
  unit: string;
  bestBefore: string | null;
}

export async function storageOf(_db: Db, _personId: string): Promise<HeldItem[]> {
  return [];
}

/** Refuses (404) an ingredient linked to a storage item the person cannot see. */
export async function checkFoodItems(db: Db, personId: string, ingredients: { foodItemId?: string | null }[]) {
  const ids = ingredients.map((one) => one.foodItemId).filter((id): id is string => Boolean(id));
  if (ids.length === 0) return;
  const visible = new Set((await storageOf(db, personId)).map((item) => item.id));
  if (ids.some((id) => !visible.has(id))) throw notFound(recipesRefusals.foodItemNotFound);
}
