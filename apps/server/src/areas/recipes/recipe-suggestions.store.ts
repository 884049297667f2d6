import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The person's recipes ranked by how much of each storage holds, in one query: an ingredient is
 * held when it is linked to one of the storage items or its food key is one of their names. The
 * held flag is summed once per recipe in a grouped subquery over the ingredients (no join before
 * the grouping), then ranked by the share held, then by how many, then by name.
 */
export async function rankByStorage(
  db: Db,
  userId: string,
  held: { itemIds: string[]; foodKeys: string[] },
  nameQuery: string,
  limit: number,
) {
  const tests = [
    ...(held.itemIds.length > 0 ? [sql`${sql.ref('foodItemId')} in (${sql.join(held.itemIds)})`] : []),
    ...(held.foodKeys.length > 0 ? [sql`${sql.ref('foodKey')} in (${sql.join(held.foodKeys)})`] : []),
  ];
  const heldFlag =
    tests.length === 0 ? sql<number>`0` : sql<number>`case when ${sql.join(tests, sql` or `)} then 1 else 0 end`;
  const counts = db
    .selectFrom('recipeIngredients')
    .select((eb) => [
      'recipeId',
      eb.fn.countAll<number | string>().as('ingredientCount'),
      eb.fn.sum<number | string>(heldFlag).as('inStorage'),
    ])
    .where('userId', '=', userId)
    .groupBy('recipeId')
    .as('c');
  let query = db
    .selectFrom('recipes as r')
    .leftJoin(counts, 'c.recipeId', 'r.id')
    .select(['r.id', 'r.name', 'r.url', 'r.imageUrl'])
    .select([
      sql<number | string>`coalesce(${sql.ref('c.ingredientCount')}, 0)`.as('ingredientCount'),
      sql<number | string>`coalesce(${sql.ref('c.inStorage')}, 0)`.as('inStorage'),
    ])
    .where('r.userId', '=', userId);
  if (nameQuery) {
    const pattern = `%${nameQuery.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where(sql<boolean>`${sql.ref('r.nameKey')} like ${pattern} escape '\\'`);
  }
  const share = sql`coalesce(${sql.ref('c.inStorage')} * 1.0 / ${sql.ref('c.ingredientCount')}, 0)`;
  const rows = await query
    .orderBy(share, 'desc')
    .orderBy(sql`coalesce(${sql.ref('c.inStorage')}, 0)`, 'desc')
    .orderBy('r.nameKey')
    .orderBy('r.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    url: row.url,
    imageUrl: row.imageUrl,
    ingredientCount: Number(row.ingredientCount),
    inStorage: Number(row.inStorage),
  }));
}
