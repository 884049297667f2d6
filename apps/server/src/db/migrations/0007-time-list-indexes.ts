import type { Kysely } from 'kysely';

/**
 * The group list sums the rollups per time group, not per sub group: each rollup index gains
 * timeGroupId so the list reads its windows from the index alone, and the all-time index leads
 * with (userId, timeGroupId) so its sums come out in index order without a temporary sort.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('time_day_totals_user_day').execute();
  await db.schema
    .createIndex('time_day_totals_user_day_group')
    .on('timeDayTotals')
    .columns(['userId', 'day', 'auto', 'timeGroupId', 'subGroupId', 'ms'])
    .execute();
  await db.schema.dropIndex('time_period_totals_user').execute();
  await db.schema
    .createIndex('time_period_totals_user_group')
    .on('timePeriodTotals')
    .columns(['userId', 'grain', 'start', 'auto', 'timeGroupId', 'subGroupId', 'ms'])
    .execute();
  await db.schema.dropIndex('time_sub_group_totals_user').execute();
  await db.schema
    .createIndex('time_sub_group_totals_user_group')
    .on('timeSubGroupTotals')
    .columns(['userId', 'timeGroupId', 'subGroupId', 'auto', 'ms', 'count'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('time_sub_group_totals_user_group').execute();
  await db.schema.createIndex('time_sub_group_totals_user').on('timeSubGroupTotals').column('userId').execute();
  await db.schema.dropIndex('time_period_totals_user_group').execute();
  await db.schema
    .createIndex('time_period_totals_user')
    .on('timePeriodTotals')
    .columns(['userId', 'grain', 'start', 'auto', 'subGroupId', 'ms'])
    .execute();
  await db.schema.dropIndex('time_day_totals_user_day_group').execute();
  await db.schema
    .createIndex('time_day_totals_user_day')
    .on('timeDayTotals')
    .columns(['userId', 'day', 'auto', 'subGroupId', 'ms'])
    .execute();
}
