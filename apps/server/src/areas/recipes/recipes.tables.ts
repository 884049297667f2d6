/**
 * The recipes area's tables (docs/architecture.md, "The kernel"). Collection names are unique per
 * person, ignoring case through `nameKey`. A recipe's `steps` is a JSON array of strings; an
 * ingredient's `quantity` is whole thousandths and `foodKey` its food as storage matches names.
 */
export interface RecipeCollectionsTable {
  id: string;
  userId: string;
  name: string;
  nameKey: string;
  createdAt: number;
}

export interface RecipesTable {
  id: string;
  userId: string;
  collectionId: string;
  name: string;
  nameKey: string;
  url: string;
  imageUrl: string;
  servings: number | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  steps: string;
  notes: string;
  createdAt: number;
}

export interface RecipeIngredientsTable {
  id: string;
  userId: string;
  recipeId: string;
  position: number;
  line: string;
  /** Whole thousandths, as the server keeps amounts. */
  quantity: number | null;
  unit: string | null;
  food: string;
  /** Preparation and remarks read off the line ("finely chopped"); '' when none. */
  note: string;
  foodKey: string;
  foodItemId: string | null;
}

export interface RecipesTables {
  recipeCollections: RecipeCollectionsTable;
  recipes: RecipesTable;
  recipeIngredients: RecipeIngredientsTable;
}

declare module '../../db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the tables by augmentation
  interface Database extends RecipesTables {}
}
