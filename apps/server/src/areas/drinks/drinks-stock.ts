import { convertAmount } from '@ordna/contract/kernel/quantities';
import { fromThousandths } from '@ordna/contract/kernel/thousandths';
import type { Db } from '../../db/database';
import { canSeeStorageItem, storageItemsOf } from '../storage/public';

/**
 * Whether a drink can be made now: each ingredient that points at a storage item of the drink's
 * owner is in stock when that item has some left, and enough of it when the units convert
 * (4 cl of a 0.7 l bottle). A drink can be made when every such ingredient is in stock; with none, nobody can say.
 */

export interface StockItem {
  id: string;
  quantity: number;
  unit: string;
}

export type Stock = ReadonlyMap<string, StockItem>;

/** The storage items the drink's owner sees (own and shared groups), by id. */
export async function stockOf(db: Db, ownerId: string): Promise<Stock> {
  const items = await storageItemsOf(db, ownerId);
  return new Map(items.map((item) => [item.id, { id: item.id, quantity: item.quantity, unit: item.unit }]));
}

/** Stock from items as stored (quantities in thousandths), read with the drinks (drinksWithStock). */
export function stockOfAmounts(items: readonly StockItem[]): Stock {
  return new Map(items.map((item) => [item.id, { ...item, quantity: fromThousandths(item.quantity) }]));
}

/** Whether every storage item the ingredients point at is one the drink's owner sees. */
export async function ownerSeesItems(
  db: Db,
  ownerId: string,
  ingredients: readonly { foodItemId?: string | null }[],
): Promise<boolean> {
  const ids = [...new Set(ingredients.flatMap((ingredient) => ingredient.foodItemId ?? []))];
  const seen = await Promise.all(ids.map((id) => canSeeStorageItem(db, ownerId, id)));
  return seen.every(Boolean);
}

export function inStock(
  ingredient: { amount: number | null; unit: string; foodItemId: string | null },
  stock: Stock,
): boolean | null {
  if (ingredient.foodItemId === null) return null;
  const item = stock.get(ingredient.foodItemId);
  if (!item || item.quantity <= 0) return false;
  if (ingredient.amount === null) return true;
  const needed = convertAmount(ingredient.amount, ingredient.unit, item.unit);
  return needed === null || item.quantity >= needed;
}

export function canMakeOf(ingredients: readonly { inStock: boolean | null }[]): boolean | null {
  const linked = ingredients.filter((ingredient) => ingredient.inStock !== null);
  return linked.length === 0 ? null : linked.every((ingredient) => ingredient.inStock === true);
}
