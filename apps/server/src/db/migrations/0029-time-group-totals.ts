import { sql, type Kysely } from 'kysely';
import { createIndex, dropTables, person, table } from './schema-kit';

/**
 * The time-group list at 3,000 a second (#23): each time group's sums per day, week, month and all
 * time (`timeGroupTotals`, grain 'day' | 'week' | 'month' | 'all', start '' for all time), kept by
 * the same writes as the sub groups' rollups, so the list reads one row per group and window
 * instead of one per sub group. Filled here from the sub groups' rollups.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await table(db, 'timeGroupTotals', {
    userId: person,
    timeGroupId: 'varchar(40)',
    grain: 'varchar(5)',
    start: 'varchar(10)',
    auto: 'integer',
    ms: 'bigint',
    count: 'integer',
  })
    .addPrimaryKeyConstraint('time_group_totals_pk', ['timeGroupId', 'grain', 'start', 'auto'])
    .execute();
  // Covering: the list streams each window's rows in (window, auto, group) order from this index alone.
  const listColumns = ['userId', 'grain', 'start', 'auto', 'timeGroupId', 'ms', 'count'];
  await createIndex(db, 'time_group_totals_user', 'timeGroupTotals', listColumns);
  await sql`insert into "timeGroupTotals" ("userId", "timeGroupId", "grain", "start", "auto", "ms", "count")
    select "userId", "timeGroupId", 'day', "day", "auto", sum("ms"), sum("count") from "timeDayTotals"
      group by "userId", "timeGroupId", "day", "auto"
    union all
    select "userId", "timeGroupId", "grain", "start", "auto", sum("ms"), sum("count") from "timePeriodTotals"
      group by "userId", "timeGroupId", "grain", "start", "auto"
    union all
    select "userId", "timeGroupId", 'all', '', "auto", sum("ms"), sum("count") from "timeSubGroupTotals"
      group by "userId", "timeGroupId", "auto"`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['timeGroupTotals']);
}
