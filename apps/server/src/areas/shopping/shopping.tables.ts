/**
 * The shopping area's tables (docs/architecture.md, "The kernel"). List names are unique per
 * person ignoring case; `quantity` is whole thousandths or null ("salt"); `unit` is normalised or
 * null; `checkedAt` is epoch ms or null; `position` orders a list's items from 0.
 */
export interface ShoppingListsTable {
  id: string;
  userId: string;
  name: string;
  nameKey: string;
  createdAt: number;
  /** The order its items' categories are walked in, names joined by commas; '' is the built-in order. */
  categoryOrder: string;
}

export interface ShoppingItemsTable {
  id: string;
  userId: string;
  listId: string;
  name: string;
  nameKey: string;
  quantity: number | null;
  unit: string | null;
  checkedAt: number | null;
  position: number;
  foodItemId: string | null;
  createdAt: number;
}

/** What a person checked off before, one row a name, for suggestions. */
export interface ShoppingBoughtTable {
  userId: string;
  nameKey: string;
  name: string;
  quantity: number | null;
  unit: string | null;
  times: number;
  lastAt: number;
}

export interface ShoppingTables {
  shoppingLists: ShoppingListsTable;
  shoppingItems: ShoppingItemsTable;
  shoppingBought: ShoppingBoughtTable;
}

declare module '../../db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the tables by augmentation
  interface Database extends ShoppingTables {}
}
