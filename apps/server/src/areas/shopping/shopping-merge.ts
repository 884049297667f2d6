import { foodKeyOf } from '@ordna/contract/kernel/foods';
import { addQuantities, normaliseUnit } from '@ordna/contract/kernel/quantities';
import { fromThousandths, toThousandths } from '@ordna/contract/kernel/thousandths';
import type { NewShoppingItem, ShoppingItemRow } from './shopping-items.store';

/**
 * Adding to a list as Bring! does: a food already on the list (not yet checked off) takes the new
 * amount onto its row ("2 l milk" + "500 ml milk" = "2.5 l milk", "onion" = "Onions", "lök" =
 * "lökar"); a food in a unit that does not convert ("2 cans" + "400 g") gets a row of its own.
 * Pure: the caller reads the list's rows and writes what this plans, inside the list's lock.
 */

export interface ThingToAdd {
  name: string;
  quantity: number | null;
  unit: string | null;
  foodItemId: string | null;
}

type Amount = { quantity: number | null; unit: string | null };

/** `added` onto `held` (both in numbers, not thousandths), or null when they stay apart. */
export function mergedAmount(held: Amount, added: Amount): Amount | null {
  if (added.quantity === null && added.unit === null) return held;
  if (held.quantity === null && held.unit === null) return added;
  return addQuantities(held, added);
}

export interface MergePlan {
  /** Existing rows whose amount changed, as they now are. */
  changed: ShoppingItemRow[];
  /** New rows, numbered from `start`. */
  created: NewShoppingItem[];
  /** Every row the things went to, in the order they were added (one row once). */
  touched: (ShoppingItemRow | NewShoppingItem)[];
}

export function planAdds(
  rows: readonly ShoppingItemRow[],
  things: readonly ThingToAdd[],
  fresh: { userId: string; listId: string; start: number; now: number; newId: () => string },
): MergePlan {
  const open = new Map<string, ShoppingItemRow | NewShoppingItem>();
  for (const row of rows) if (row.checkedAt === null) open.set(foodKeyOf(row.name), row);
  const existing = new Set(rows.map((row) => row.id));
  const changed = new Map<string, ShoppingItemRow>();
  const created: NewShoppingItem[] = [];
  const touched = new Map<string, ShoppingItemRow | NewShoppingItem>();
  for (const thing of things) {
    const key = foodKeyOf(thing.name);
    const amount = { quantity: thing.quantity, unit: normaliseUnit(thing.unit) };
    const held = open.get(key);
    const heldAmount = held && {
      quantity: held.quantity === null ? null : fromThousandths(Number(held.quantity)),
      unit: held.unit,
    };
    const merged = heldAmount && mergedAmount(heldAmount, amount);
    if (held && merged) {
      const next = {
        ...held,
        quantity: merged.quantity === null ? null : toThousandths(merged.quantity),
        unit: merged.unit,
        foodItemId: held.foodItemId ?? thing.foodItemId,
      };
      open.set(key, next);
      touched.set(next.id, next);
      if (existing.has(next.id)) changed.set(next.id, next as ShoppingItemRow);
      else created[created.findIndex((one) => one.id === next.id)] = next;
      continue;
    }
    const row: NewShoppingItem = {
      id: fresh.newId(),
      userId: fresh.userId,
      listId: fresh.listId,
      name: thing.name.trim(),
      quantity: amount.quantity === null ? null : toThousandths(amount.quantity),
      unit: amount.unit,
      checkedAt: null,
      position: fresh.start + created.length,
      foodItemId: thing.foodItemId,
      createdAt: fresh.now,
    };
    created.push(row);
    touched.set(row.id, row);
    // A row in another unit stays apart, and later adds meet the newest one.
    open.set(key, row);
  }
  return { changed: [...changed.values()], created, touched: [...touched.values()] };
}
