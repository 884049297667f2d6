/**
 * The drinks area's tables (docs/architecture.md, "The kernel"). Collection names are unique per
 * person, ignoring case through `nameKey`. `ingredients` and `tags` are JSON text; `publicId` is
 * set while the thing is public; `onlyInStock` is 0 or 1; instants are epoch ms.
 */
export interface DrinkCollectionsTable {
  id: string;
  userId: string;
  name: string;
  nameKey: string;
  publicId: string | null;
  onlyInStock: number;
  displayName: string;
  /** Goes up with every change to the collection or its drinks (public pages are cached by it). */
  version: number;
  createdAt: number;
}

export interface DrinksTable {
  id: string;
  userId: string;
  drinkCollectionId: string;
  name: string;
  nameKey: string;
  ingredients: string;
  method: string;
  glass: string;
  garnish: string;
  notes: string;
  imageUrl: string;
  tags: string;
  publicId: string | null;
  createdAt: number;
}

export interface DrinksTables {
  drinkCollections: DrinkCollectionsTable;
  drinks: DrinksTable;
}

declare module '../../db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the tables by augmentation
  interface Database extends DrinksTables {}
}
