import { sql, type Kysely } from 'kysely';
import {
  createIndex,
  createNamedContainer,
  dropTables,
  ownedTable,
  person,
  table,
  withDefault,
  type Columns,
} from './schema-kit';

/**
 * Time groups, sub groups, stamps, tags and the stamp rollups. Rows inside the area refer to each
 * other without foreign keys: every delete is done by the area in one transaction, and Postgres
 * would otherwise scan stamps for each sub group delete (no index leads with subGroupId).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createNamedContainer(db, 'timeGroups', 'time_groups_name');

  await ownedTable(db, 'subGroups', {
    timeGroupId: 'varchar(40)',
    name: 'varchar(200)',
    nameKey: 'varchar(200)',
    createdAt: 'bigint',
  }).execute();
  await createIndex(db, 'sub_groups_name', 'subGroups', ['timeGroupId', 'nameKey'], { unique: true });
  await createIndex(db, 'sub_groups_user', 'subGroups', ['userId', 'timeGroupId']);

  await ownedTable(db, 'timeStamps', {
    timeGroupId: 'varchar(40)',
    subGroupId: 'varchar(40)',
    startTime: 'bigint',
    endTime: ['bigint', null],
    ended: 'integer',
    auto: withDefault('integer', 0),
  }).execute();
  await createIndex(db, 'time_stamps_sub_group', 'timeStamps', ['userId', 'subGroupId', 'startTime']);
  await createIndex(db, 'time_stamps_start', 'timeStamps', ['userId', 'startTime']);
  await createIndex(db, 'time_stamps_active', 'timeStamps', ['userId', 'ended']);
  // One running stamp per sub group, enforced by the database too (two clicks at once).
  await db.schema
    .createIndex('time_stamps_one_running')
    .unique()
    .on('timeStamps')
    .column('subGroupId')
    .where(sql.ref('ended'), '=', sql.lit(0))
    .execute();

  await ownedTable(db, 'timeTags', { title: 'varchar(200)', titleKey: 'varchar(200)' }).execute();
  await createIndex(db, 'time_tags_title', 'timeTags', ['userId', 'titleKey'], { unique: true });

  for (const [name, owner] of [
    ['timeGroupTags', 'timeGroupId'],
    ['subGroupTags', 'subGroupId'],
  ] as const) {
    await table(db, name, { [owner]: 'varchar(40)', tagId: 'varchar(40)', userId: person })
      .addPrimaryKeyConstraint(`${name}_pk`, [owner, 'tagId'])
      .execute();
    await createIndex(db, `${name}_user`, name, ['userId']);
    await createIndex(db, `${name}_tag`, name, ['tagId']);
  }

  // The rollups: each row a sub group's sum over a day, a period of a grain, or all time.
  const rollup = (key: Columns): Columns => ({
    userId: person,
    timeGroupId: 'varchar(40)',
    subGroupId: 'varchar(40)',
    ...key,
    auto: 'integer',
    ms: 'bigint',
    count: 'integer',
  });
  await table(db, 'timeDayTotals', rollup({ day: 'varchar(10)' }))
    .addPrimaryKeyConstraint('time_day_totals_pk', ['subGroupId', 'day', 'auto'])
    .execute();
  // Covering: the group list reads its windows from this index alone.
  await createIndex(db, 'time_day_totals_user_day', 'timeDayTotals', ['userId', 'day', 'auto', 'subGroupId', 'ms']);

  await table(db, 'timePeriodTotals', rollup({ grain: 'varchar(5)', start: 'varchar(10)' }))
    .addPrimaryKeyConstraint('time_period_totals_pk', ['subGroupId', 'grain', 'start', 'auto'])
    .execute();
  const periodIndex = ['userId', 'grain', 'start', 'auto', 'subGroupId', 'ms'];
  await createIndex(db, 'time_period_totals_user', 'timePeriodTotals', periodIndex);

  await table(db, 'timeSubGroupTotals', rollup({}))
    .addPrimaryKeyConstraint('time_sub_group_totals_pk', ['subGroupId', 'auto'])
    .execute();
  await createIndex(db, 'time_sub_group_totals_user', 'timeSubGroupTotals', ['userId']);

  await table(db, 'timeUserBounds', {
    userId: ['varchar(40)', (c) => c.primaryKey().references('users.id').onDelete('cascade')],
    longestMs: 'bigint',
  }).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'timeUserBounds',
    'timeSubGroupTotals',
    'timePeriodTotals',
    'timeDayTotals',
    'subGroupTags',
    'timeGroupTags',
    'timeTags',
    'timeStamps',
    'subGroups',
    'timeGroups',
  ]);
}
