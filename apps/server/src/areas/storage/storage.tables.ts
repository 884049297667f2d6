/**
 * The storage area's tables (docs/architecture.md, "The kernel"). Group names are unique per
 * person ignoring case (`nameKey`); `quantity` is whole thousandths; `unit` is normalised, ''
 * when the item is counted; `bestBefore` is YYYY-MM-DD; instants are epoch ms.
 */
export interface StorageGroupsTable {
  id: string;
  userId: string;
  name: string;
  nameKey: string;
  createdAt: number;
}

export interface StorageItemsTable {
  id: string;
  userId: string;
  storageGroupId: string;
  name: string;
  /** The name trimmed, single-spaced and lower case (`nameKeyOf` in the contract's quantities.ts). */
  nameKey: string;
  quantity: number;
  /** Normalised ('l', 'kg', 'pcs'…; `normaliseUnit`), '' when the item is counted. */
  unit: string;
  bestBefore: string | null;
  note: string;
  updatedAt: number;
}

export interface StorageTables {
  storageGroups: StorageGroupsTable;
  storageItems: StorageItemsTable;
}

declare module '../../db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the tables by augmentation
  interface Database extends StorageTables {}
}
