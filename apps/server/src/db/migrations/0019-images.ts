import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect-of';

/**
 * Pictures of recipes and drinks (docs/architecture.md, "Images"), kept in the database since the
 * instances share nothing else. A picture belongs to one recipe or one drink (unique: a new one
 * replaces it) and goes with it by foreign key, whichever way the recipe or drink is deleted.
 * `sourceUrl` is the address it was fetched from ('' for an upload), so a save that names the same
 * address does not fetch it again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = dialectOf(db) === 'postgres' ? 'bytea' : 'blob';
  await db.schema
    .createTable('images')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipeId', 'varchar(40)', (c) => c.references('recipes.id').onDelete('cascade'))
    .addColumn('drinkId', 'varchar(40)', (c) => c.references('drinks.id').onDelete('cascade'))
    .addColumn('sourceUrl', 'varchar(2000)', (c) => c.notNull())
    .addColumn('contentType', 'varchar(40)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', bytes, (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('images_recipe').unique().on('images').column('recipeId').execute();
  await db.schema.createIndex('images_drink').unique().on('images').column('drinkId').execute();
  await db.schema.createIndex('images_user').on('images').column('userId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('images').execute();
}
