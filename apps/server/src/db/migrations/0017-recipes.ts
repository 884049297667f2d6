import type { Kysely } from 'kysely';

/**
 * Recipe collections, recipes and their ingredients. A recipe's steps are one JSON array of
 * strings (always read and written whole); ingredients are rows, so suggestions can count what
 * storage holds of every recipe in one grouped query by `foodKey` (the food's matching key) or
 * `foodItemId`. Quantities are whole thousandths. Deletes run inside the area, in one transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const userRef = 'users.id';
  await db.schema
    .createTable('recipeCollections')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('nameKey', 'varchar(200)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recipe_collections_name')
    .unique()
    .on('recipeCollections')
    .columns(['userId', 'nameKey'])
    .execute();

  await db.schema
    .createTable('recipes')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('collectionId', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(400)', (c) => c.notNull())
    .addColumn('nameKey', 'varchar(400)', (c) => c.notNull())
    .addColumn('url', 'varchar(2000)', (c) => c.notNull())
    .addColumn('imageUrl', 'varchar(2000)', (c) => c.notNull())
    .addColumn('servings', 'integer')
    .addColumn('prepMinutes', 'integer')
    .addColumn('cookMinutes', 'integer')
    .addColumn('totalMinutes', 'integer')
    .addColumn('steps', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recipes_collection')
    .on('recipes')
    .columns(['userId', 'collectionId', 'nameKey'])
    .execute();

  await db.schema
    .createTable('recipeIngredients')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('recipeId', 'varchar(40)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('line', 'varchar(600)', (c) => c.notNull())
    .addColumn('quantity', 'bigint')
    .addColumn('unit', 'varchar(40)')
    .addColumn('food', 'varchar(600)', (c) => c.notNull())
    .addColumn('foodKey', 'varchar(600)', (c) => c.notNull())
    .addColumn('foodItemId', 'varchar(40)')
    .execute();
  // Covers the suggestions' count of held ingredients per recipe: read from the index alone.
  await db.schema
    .createIndex('recipe_ingredients_recipe')
    .on('recipeIngredients')
    .columns(['userId', 'recipeId', 'foodKey', 'foodItemId'])
    .execute();
  await db.schema
    .createIndex('recipe_ingredients_food')
    .on('recipeIngredients')
    .columns(['userId', 'foodKey'])
    .execute();
  await db.schema
    .createIndex('recipe_ingredients_item')
    .on('recipeIngredients')
    .columns(['userId', 'foodItemId'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recipeIngredients').execute();
  await db.schema.dropTable('recipes').execute();
  await db.schema.dropTable('recipeCollections').execute();
}
