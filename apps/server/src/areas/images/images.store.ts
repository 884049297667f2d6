import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ImagesTable } from './images.tables';

/** Whose picture it is: a recipe or a drink, and the person who owns that. */
export interface ImageOwner {
  kind: 'recipe' | 'drink';
  id: string;
  userId: string;
}

const ownerColumn = (owner: ImageOwner) => (owner.kind === 'recipe' ? 'recipeId' : 'drinkId');

/** The picture of a recipe or drink, without its bytes. */
export function imageOf(db: Db, owner: ImageOwner) {
  return db
    .selectFrom('images')
    .select(['id', 'sourceUrl'])
    .where(ownerColumn(owner), '=', owner.id)
    .where('userId', '=', owner.userId)
    .executeTakeFirst();
}

/** The id of a drink's picture, or null, as a column of a read of `drinks` (one statement with it). */
export function drinkImageIdColumn(db: Db) {
  return db
    .selectFrom('images')
    .select('images.id')
    .whereRef('images.drinkId', '=', sql.ref<string>('drinks.id'))
    .as('imageId');
}

/** The pictures of several recipes or drinks of one kind, by owner id. */
export async function imagesOf(db: Db, kind: ImageOwner['kind'], ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const column = kind === 'recipe' ? 'recipeId' : 'drinkId';
  const rows = await db.selectFrom('images').select(['id', column]).where(column, 'in', ids).execute();
  return new Map(rows.flatMap((row) => (row[column] ? [[row[column], row.id] as const] : [])));
}

/**
 * Sets the picture of a recipe or drink in one statement: the unique owner column makes a second
 * picture replace the first (with a new id, so no browser keeps showing the old one), and two at
 * once leave exactly one.
 */
export async function setImage(db: Db, owner: ImageOwner, image: Omit<ImagesTable, 'userId' | 'recipeId' | 'drinkId'>) {
  const column = ownerColumn(owner);
  await db
    .insertInto('images')
    .values({ ...image, userId: owner.userId, recipeId: null, drinkId: null, [column]: owner.id })
    .onConflict((oc) =>
      oc.column(column).doUpdateSet({
        id: image.id,
        sourceUrl: image.sourceUrl,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        bytes: image.bytes,
        createdAt: image.createdAt,
      }),
    )
    .execute();
}

/** Removes the picture of a recipe or drink; false when it had none. */
export async function removeImage(db: Db, owner: ImageOwner): Promise<boolean> {
  const result = await db
    .deleteFrom('images')
    .where(ownerColumn(owner), '=', owner.id)
    .where('userId', '=', owner.userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A picture's bytes to serve. */
export function readImageBytes(db: Db, id: string) {
  return db.selectFrom('images').select(['contentType', 'bytes']).where('id', '=', id).executeTakeFirst();
}
