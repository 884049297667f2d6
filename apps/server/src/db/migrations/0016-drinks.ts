import type { Kysely } from 'kysely';

/**
 * Drink collections and their drinks. Ingredients and tags are JSON text: a drink is always read
 * and written whole. A public id (128 random bits) is set while a thing is public, unique so a
 * public page finds its thing by it in one indexed read; null when it is not public. A
 * collection's `version` goes up with every change to it or its drinks, so a rendered public page
 * knows when it is out of date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const userRef = 'users.id';
  await db.schema
    .createTable('drinkCollections')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('nameKey', 'varchar(200)', (c) => c.notNull())
    .addColumn('publicId', 'varchar(40)')
    .addColumn('onlyInStock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('displayName', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('drink_collections_name')
    .unique()
    .on('drinkCollections')
    .columns(['userId', 'nameKey'])
    .execute();
  await db.schema.createIndex('drink_collections_public').unique().on('drinkCollections').column('publicId').execute();

  await db.schema
    .createTable('drinks')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('drinkCollectionId', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('nameKey', 'varchar(200)', (c) => c.notNull())
    .addColumn('ingredients', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('glass', 'varchar(120)', (c) => c.notNull())
    .addColumn('garnish', 'varchar(400)', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('imageUrl', 'varchar(2000)', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('publicId', 'varchar(40)')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('drinks_collection')
    .on('drinks')
    .columns(['userId', 'drinkCollectionId', 'nameKey'])
    .execute();
  await db.schema.createIndex('drinks_public').unique().on('drinks').column('publicId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('drinks').execute();
  await db.schema.dropTable('drinkCollections').execute();
}
