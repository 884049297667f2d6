import type { Db } from '../../../db/database';

/** The rollup tables: each row a sum of ms and a count of stamps. */
export type RollupTable = 'timeDayTotals' | 'timePeriodTotals' | 'timeSubGroupTotals' | 'timeGroupTotals';

/**
 * A delete of a person's rows in `table` whose `owner` is one of `ownerIds` and which reached
 * zero: the tables hold only real time, so they equal a rebuild from the stamps.
 */
export function emptyRowsOf(
  db: Db,
  table: RollupTable,
  userId: string,
  owner: 'subGroupId' | 'timeGroupId',
  ownerIds: string[],
) {
  return db
    .deleteFrom(table)
    .where('userId', '=', userId)
    .where(owner, 'in', ownerIds)
    .where('ms', '=', 0)
    .where('count', '=', 0);
}
