import type { Kysely } from 'kysely';
import { createIndex, createNamedContainer, dropTables, ownedTable } from './schema-kit';

/**
 * Recipe collections, recipes and their ingredients. A recipe's steps are one JSON array of
 * strings (always read and written whole); ingredients are rows, so suggestions can count what
 * storage holds of every recipe in one grouped query by `foodKey` (the food's matching key) or
 * `foodItemId`. Quantities are whole thousandths. Deletes run inside the area, in one transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createNamedContainer(db, 'recipeCollections', 'recipe_collections_name');

  await ownedTable(db, 'recipes', {
    collectionId: 'varchar(40)',
    name: 'varchar(400)',
    nameKey: 'varchar(400)',
    url: 'varchar(2000)',
    imageUrl: 'varchar(2000)',
    servings: ['integer', null],
    prepMinutes: ['integer', null],
    cookMinutes: ['integer', null],
    totalMinutes: ['integer', null],
    steps: 'text',
    notes: 'text',
    createdAt: 'bigint',
  }).execute();
  await createIndex(db, 'recipes_collection', 'recipes', ['userId', 'collectionId', 'nameKey']);

  await ownedTable(db, 'recipeIngredients', {
    recipeId: 'varchar(40)',
    position: 'integer',
    line: 'varchar(600)',
    quantity: ['bigint', null],
    unit: ['varchar(40)', null],
    food: 'varchar(600)',
    foodKey: 'varchar(600)',
    foodItemId: ['varchar(40)', null],
  }).execute();
  // Covers the suggestions' count of held ingredients per recipe: read from the index alone.
  const ingredients = 'recipeIngredients';
  await createIndex(db, 'recipe_ingredients_recipe', ingredients, ['userId', 'recipeId', 'foodKey', 'foodItemId']);
  await createIndex(db, 'recipe_ingredients_food', ingredients, ['userId', 'foodKey']);
  await createIndex(db, 'recipe_ingredients_item', ingredients, ['userId', 'foodItemId']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['recipeIngredients', 'recipes', 'recipeCollections']);
}
