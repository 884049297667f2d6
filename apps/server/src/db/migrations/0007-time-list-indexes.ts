import type { Kysely } from 'kysely';
import { createIndex } from './schema-kit';

/**
 * The group list sums the rollups per time group, not per sub group: each rollup index gains
 * timeGroupId so the list reads its windows from the index alone, and the all-time index leads
 * with (userId, timeGroupId) so its sums come out in index order without a temporary sort.
 */
const day = ['userId', 'day', 'auto'];
const period = ['userId', 'grain', 'start', 'auto'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('time_day_totals_user_day').execute();
  await createIndex(db, 'time_day_totals_user_day_group', 'timeDayTotals', [...day, 'timeGroupId', 'subGroupId', 'ms']);
  await db.schema.dropIndex('time_period_totals_user').execute();
  const periodColumns = [...period, 'timeGroupId', 'subGroupId', 'ms'];
  await createIndex(db, 'time_period_totals_user_group', 'timePeriodTotals', periodColumns);
  await db.schema.dropIndex('time_sub_group_totals_user').execute();
  const allTime = ['userId', 'timeGroupId', 'subGroupId', 'auto', 'ms', 'count'];
  await createIndex(db, 'time_sub_group_totals_user_group', 'timeSubGroupTotals', allTime);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('time_sub_group_totals_user_group').execute();
  await createIndex(db, 'time_sub_group_totals_user', 'timeSubGroupTotals', ['userId']);
  await db.schema.dropIndex('time_period_totals_user_group').execute();
  await createIndex(db, 'time_period_totals_user', 'timePeriodTotals', [...period, 'subGroupId', 'ms']);
  await db.schema.dropIndex('time_day_totals_user_day_group').execute();
  await createIndex(db, 'time_day_totals_user_day', 'timeDayTotals', [...day, 'subGroupId', 'ms']);
}
