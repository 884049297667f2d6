/**
 * The images area's table (docs/architecture.md, "Images"): one picture of a recipe or a drink,
 * kept as the bytes the server made of it (resized WebP), with the address it was fetched from.
 */
export interface ImagesTable {
  id: string;
  userId: string;
  recipeId: string | null;
  drinkId: string | null;
  sourceUrl: string;
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
  createdAt: number;
}

declare module '../../db/schema' {
  interface Database {
    images: ImagesTable;
  }
}
