import type { Kysely } from 'kysely';
import { createIndex, createNamedContainer, dropTables, ownedTable, withDefault } from './schema-kit';

/**
 * Drink collections and their drinks. Ingredients and tags are JSON text: a drink is always read
 * and written whole. A public id (128 random bits) is set while a thing is public, unique so a
 * public page finds its thing by it in one indexed read; null when it is not public. A
 * collection's `version` goes up with every change to it or its drinks, so a rendered public page
 * knows when it is out of date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createNamedContainer(db, 'drinkCollections', 'drink_collections_name', {
    publicId: ['varchar(40)', null],
    onlyInStock: withDefault('integer', 0),
    displayName: withDefault('varchar(120)', ''),
    version: withDefault('integer', 0),
  });
  await createIndex(db, 'drink_collections_public', 'drinkCollections', ['publicId'], { unique: true });

  await ownedTable(db, 'drinks', {
    drinkCollectionId: 'varchar(40)',
    name: 'varchar(200)',
    nameKey: 'varchar(200)',
    ingredients: 'text',
    method: 'text',
    glass: 'varchar(120)',
    garnish: 'varchar(400)',
    notes: 'text',
    imageUrl: 'varchar(2000)',
    tags: 'text',
    publicId: ['varchar(40)', null],
    createdAt: 'bigint',
  }).execute();
  await createIndex(db, 'drinks_collection', 'drinks', ['userId', 'drinkCollectionId', 'nameKey']);
  await createIndex(db, 'drinks_public', 'drinks', ['publicId'], { unique: true });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['drinks', 'drinkCollections']);
}
