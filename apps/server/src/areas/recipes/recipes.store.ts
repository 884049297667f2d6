import { sql, type Expression } from 'kysely';
import type { Db } from '../../db/database';
import type { IngredientRead } from './ingredient-lines';
import type { RecipesTable } from './recipes.tables';
import { countRows } from '../../db/count-rows';
import { rowsColumn, rowsOfColumn } from '../../db/json-rows';

/** Recipes and their ingredients, scoped by the owner's userId: rows or undefined; routes refuse. */

export type RecipeRow = Omit<RecipesTable, 'userId' | 'nameKey'>;
export type RecipeFields = Omit<RecipesTable, 'id' | 'userId' | 'nameKey' | 'collectionId' | 'createdAt'>;

const summaryColumns = [
  'id',
  'collectionId',
  'name',
  'url',
  'imageUrl',
  'servings',
  'totalMinutes',
  'createdAt',
] as const;

/** A recipe by id with its owner, whoever that is (the caller asks sharing). */
export function findAnyRecipe(db: Db, recipeId: string) {
  return db
    .selectFrom('recipes')
    .select(['id', 'userId', 'collectionId'])
    .where('id', '=', recipeId)
    .executeTakeFirst();
}

export async function readRecipeRow(db: Db, userId: string, recipeId: string) {
  const recipe = await db
    .selectFrom('recipes')
    .select(['id', 'collectionId', 'name', 'url', 'imageUrl', 'servings', 'prepMinutes', 'cookMinutes'])
    .select(['totalMinutes', 'steps', 'notes', 'createdAt'])
    .where('userId', '=', userId)
    .where('id', '=', recipeId)
    .executeTakeFirst();
  if (!recipe) return undefined;
  const ingredients = await db
    .selectFrom('recipeIngredients')
    .select(['line', 'quantity', 'unit', 'food', 'note', 'foodKey', 'foodItemId'])
    .where('userId', '=', userId)
    .where('recipeId', '=', recipeId)
    .orderBy('position')
    .execute();
  return { recipe, ingredients };
}

/** `text` as a LIKE pattern that finds it anywhere, its own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * One page of a collection's recipes in name order, those whose name holds `query` when given,
 * and how many there are, as two columns of a read of the collection (`collectionRecipesOf`
 * reads them back): the owner and the collection as values, or as references to its row.
 */
export function collectionRecipesColumns(
  db: Db,
  userId: string | Expression<string>,
  collectionId: string | Expression<string>,
  query: string,
  page: { offset: number; limit: number },
) {
  let base = db
    .selectFrom('recipes')
    .where('recipes.userId', '=', userId)
    .where('recipes.collectionId', '=', collectionId);
  if (query) base = base.where(sql<boolean>`${sql.ref('nameKey')} like ${containing(query)} escape '\\'`);
  return [
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).as('total'),
    rowsColumn(
      db,
      base.select(summaryColumns).orderBy('nameKey').orderBy('id').offset(page.offset).limit(page.limit),
      'rows',
    ),
  ] as const;
}

/** The page and the count from the columns of `collectionRecipesColumns`. */
export function collectionRecipesOf(row: { total: unknown; rows: unknown }) {
  return { rows: rowsOfColumn<RecipeSummaryRow>(row.rows), total: Number(row.total) };
}

/** A recipe in a list, as its columns hold it. */
type RecipeSummaryRow = Pick<RecipesTable, (typeof summaryColumns)[number]>;

/** One page of the person's recipes with an ingredient that is that storage item, by link or by name. */
export async function listRecipesUsingFood(
  db: Db,
  userId: string,
  food: { foodItemId: string; foodKeys: string[] },
  page: { offset: number; limit: number },
) {
  const using = db
    .selectFrom('recipeIngredients')
    .select('recipeId')
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('foodItemId', '=', food.foodItemId), eb('foodKey', 'in', food.foodKeys)]));
  const base = db.selectFrom('recipes').where('userId', '=', userId).where('id', 'in', using);
  const [rows, total] = await Promise.all([
    base.select(summaryColumns).orderBy('nameKey').orderBy('id').offset(page.offset).limit(page.limit).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export function countRecipes(db: Db, userId: string, collectionId: string): Promise<number> {
  return countRows(db, 'recipes', { userId, collectionId });
}

async function insertIngredients(
  tx: Db,
  userId: string,
  recipeId: string,
  ingredients: IngredientRead[],
  newId: () => string,
) {
  if (ingredients.length === 0) return;
  await tx
    .insertInto('recipeIngredients')
    .values(ingredients.map((one, position) => ({ ...one, id: newId(), userId, recipeId, position })))
    .execute();
}

/** Writes a recipe and its ingredients (run it in a transaction). */
export async function insertRecipe(
  tx: Db,
  row: RecipeFields & { id: string; userId: string; collectionId: string; createdAt: number },
  ingredients: IngredientRead[],
  newId: () => string,
): Promise<void> {
  await tx
    .insertInto('recipes')
    .values({ ...row, nameKey: row.name.toLowerCase() })
    .execute();
  await insertIngredients(tx, row.userId, row.id, ingredients, newId);
}

/** Changes the given fields, and replaces the ingredients when given (run it in a transaction). */
export async function updateRecipe(
  tx: Db,
  userId: string,
  recipeId: string,
  fields: Partial<RecipeFields> & { collectionId?: string },
  ingredients: IngredientRead[] | undefined,
  newId: () => string,
): Promise<void> {
  const set = { ...fields, ...(fields.name !== undefined && { nameKey: fields.name.toLowerCase() }) };
  // The recipe's row is written first, even with nothing to set, so two updates at once take
  // turns and the ingredients are one update's list, never both (docs/architecture.md,
  // "Concurrent writes").
  await tx
    .updateTable('recipes')
    .set(Object.keys(set).length > 0 ? set : (eb) => ({ name: eb.ref('name') }))
    .where('userId', '=', userId)
    .where('id', '=', recipeId)
    .execute();
  if (ingredients) {
    await tx.deleteFrom('recipeIngredients').where('userId', '=', userId).where('recipeId', '=', recipeId).execute();
    await insertIngredients(tx, userId, recipeId, ingredients, newId);
  }
}

export async function deleteRecipe(tx: Db, userId: string, recipeId: string): Promise<void> {
  await tx.deleteFrom('recipeIngredients').where('userId', '=', userId).where('recipeId', '=', recipeId).execute();
  await tx.deleteFrom('recipes').where('userId', '=', userId).where('id', '=', recipeId).execute();
}
