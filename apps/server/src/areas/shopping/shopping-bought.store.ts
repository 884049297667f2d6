import { sql } from 'kysely';
import { SHOPPING_BOUGHT_KEPT } from '@ordna/contract/shopping';
import type { Db } from '../../db/database';

/** What a person checked off before, one row a name: suggestions rank by how often and how lately. */

export async function recordBought(
  db: Db,
  userId: string,
  item: { name: string; nameKey: string; quantity: number | null; unit: string | null },
  at: number,
): Promise<void> {
  await db
    .insertInto('shoppingBought')
    .values({ userId, ...item, times: 1, lastAt: at })
    .onConflict((conflict) =>
      conflict.columns(['userId', 'nameKey']).doUpdateSet({
        name: item.name,
        quantity: item.quantity,
        unit: item.unit,
        times: sql<number>`${sql.ref('shoppingBought.times')} + 1`,
        lastAt: at,
      }),
    )
    .execute();
}

/** Keeps the most recent `SHOPPING_BOUGHT_KEPT` names; an occasional sweep after a check-off. */
export async function forgetOldBought(db: Db, userId: string): Promise<void> {
  const cutoff = await db
    .selectFrom('shoppingBought')
    .select('lastAt')
    .where('userId', '=', userId)
    .orderBy('lastAt', 'desc')
    .offset(SHOPPING_BOUGHT_KEPT)
    .limit(1)
    .executeTakeFirst();
  if (cutoff) {
    await db.deleteFrom('shoppingBought').where('userId', '=', userId).where('lastAt', '<=', cutoff.lastAt).execute();
  }
}

/** Names bought before that start with (or, after those, contain) the typed words, most bought first. */
export function boughtLike(db: Db, userId: string, typed: string, limit: number) {
  const escaped = typed.replace(/[\\%_]/g, (char) => `\\${char}`);
  return db
    .selectFrom('shoppingBought')
    .select(['name', 'nameKey', 'quantity', 'unit', 'times', 'lastAt'])
    .where('userId', '=', userId)
    .where(sql<boolean>`${sql.ref('nameKey')} like ${`%${escaped}%`} escape '\\'`)
    .orderBy('times', 'desc')
    .orderBy('lastAt', 'desc')
    .limit(limit)
    .execute();
}
