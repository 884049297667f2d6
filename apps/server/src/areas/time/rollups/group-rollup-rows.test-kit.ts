import type { Db } from '../../../db/database';

/** A person's time-group rollup rows in key order, their sums as numbers (PostgreSQL answers bigint as text). */
export async function groupRollupRows(db: Db, userId: string) {
  const rows = await db
    .selectFrom('timeGroupTotals')
    .select(['timeGroupId', 'grain', 'start', 'auto', 'ms', 'count'])
    .where('userId', '=', userId)
    .orderBy(['timeGroupId', 'grain', 'start', 'auto'])
    .execute();
  return rows.map((row) => ({ ...row, ms: Number(row.ms), count: Number(row.count) }));
}
