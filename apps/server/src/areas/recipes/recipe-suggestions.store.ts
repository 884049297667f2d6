import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The person's recipes ranked by how much of each storage holds, in one grouped query: an
 * ingredient is held when it is linked to one of the storage items or its food key is one of
 * their names. Ranked by the share held, then by how many, then by name.
 */
export async function rankByStorage(
  db: Db,
  userId: string,
  held: { itemIds: string[]; foodKeys: string[] },
  nameQuery: string,
  limit: number,
) {
  const heldCase = (() => {
    const tests = [
      ...(held.itemIds.length > 0 ? [sql`${sql.ref('i.foodItemId')} in (${sql.join(held.itemIds)})`] : []),
      ...(held.foodKeys.length > 0 ? [sql`${sql.ref('i.foodKey')} in (${sql.join(held.foodKeys)})`] : []),
    ];
    return tests.length === 0 ? sql<number>`0` : sql<number>`case when ${sql.join(tests, sql` or `)} then 1 else 0 end`;
  })();
  let query = db
    .selectFrom('recipes as r')
    .leftJoin('recipeIngredients as i', (join) =>
      join.onRef('i.recipeId', '=', 'r.id').onRef('i.userId', '=', 'r.userId'),
    )
    .select(['r.id', 'r.name', 'r.url', 'r.imageUrl', 'r.nameKey'])
    .select((eb) => [
      eb.fn.count<number | string>('i.id').as('ingredientCount'),
      eb.fn.coalesce(eb.fn.sum<number | string>(heldCase), sql<number>`0`).as('inStorage'),
    ])
    .where('r.userId', '=', userId)
    .groupBy(['r.id', 'r.name', 'r.url', 'r.imageUrl', 'r.nameKey']);
  if (nameQuery) {
    const pattern = `%${nameQuery.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where(sql<boolean>`${sql.ref('r.nameKey')} like ${pattern} escape '\\'`);
  }
  const share = sql`case when count(${sql.ref('i.id')}) = 0 then 0 else coalesce(sum(${heldCase}), 0) * 1.0 / count(${sql.ref('i.id')}) end`;
  const rows = await query
    .orderBy(share, 'desc')
    .orderBy(sql`coalesce(sum(${heldCase}), 0)`, 'desc')
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
