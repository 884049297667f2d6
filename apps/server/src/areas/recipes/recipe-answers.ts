import type { Recipe, RecipeCollection, RecipeSummary } from '@ordna/contract/recipes';
import type { ShareRole } from '@ordna/contract/sharing';
import type { readRecipeRow } from './recipes.store';
import { fromThousandths } from '@ordna/contract/kernel/thousandths';

/** Rows as the API answers them: `_id`, ISO instants, quantities as numbers, steps as a list. */

const iso = (ms: number) => new Date(Number(ms)).toISOString();

export function collectionAnswerOf(row: {
  id: string;
  name: string;
  createdAt: number;
  recipeCount: number;
  shareId?: string | null;
  role?: ShareRole | null;
  ownerName?: string | null;
}): RecipeCollection {
  return {
    _id: row.id,
    name: row.name,
    createdDateTime: iso(row.createdAt),
    recipeCount: row.recipeCount,
    ...(row.shareId &&
      row.role && { sharedBy: { shareId: row.shareId, role: row.role, ownerName: row.ownerName ?? '' } }),
  };
}

export function summaryAnswerOf(row: {
  id: string;
  collectionId: string;
  name: string;
  url: string;
  imageUrl: string;
  servings: number | null;
  totalMinutes: number | null;
  createdAt: number;
}): RecipeSummary {
  return {
    _id: row.id,
    collectionId: row.collectionId,
    name: row.name,
    url: row.url,
    imageUrl: row.imageUrl,
    servings: row.servings,
    totalMinutes: row.totalMinutes,
    createdDateTime: iso(row.createdAt),
  };
}

function stepsOf(json: string): string[] {
  try {
    const steps: unknown = JSON.parse(json);
    return Array.isArray(steps) ? steps.filter((step): step is string => typeof step === 'string') : [];
  } catch {
    return [];
  }
}

/** A recipe as the API answers it; `image` is its picture's address (images area), null when none. */
export function recipeAnswerOf(
  { recipe, ingredients }: NonNullable<Awaited<ReturnType<typeof readRecipeRow>>>,
  image: string | null,
): Recipe {
  return {
    _id: recipe.id,
    image,
    collectionId: recipe.collectionId,
    name: recipe.name,
    createdDateTime: iso(recipe.createdAt),
    url: recipe.url,
    imageUrl: recipe.imageUrl,
    servings: recipe.servings,
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    totalMinutes: recipe.totalMinutes,
    notes: recipe.notes,
    steps: stepsOf(recipe.steps),
    ingredients: ingredients.map((one) => ({
      line: one.line,
      quantity: fromThousandths(one.quantity),
      unit: one.unit,
      food: one.food,
      note: one.note,
      foodItemId: one.foodItemId,
    })),
  };
}
