import { sql, type Kysely } from 'kysely';

/**
 * Time groups, sub groups, stamps, tags and the stamp rollups. Rows inside the area refer to each
 * other without foreign keys: every delete is done by the area in one transaction, and Postgres
 * would otherwise scan stamps for each sub group delete (no index leads with subGroupId).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const userRef = 'users.id';
  await db.schema
    .createTable('timeGroups')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('nameKey', 'varchar(200)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('time_groups_name').unique().on('timeGroups').columns(['userId', 'nameKey']).execute();

  await db.schema
    .createTable('subGroups')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('timeGroupId', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('nameKey', 'varchar(200)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sub_groups_name').unique().on('subGroups').columns(['timeGroupId', 'nameKey']).execute();
  await db.schema.createIndex('sub_groups_user').on('subGroups').columns(['userId', 'timeGroupId']).execute();

  await db.schema
    .createTable('timeStamps')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('timeGroupId', 'varchar(40)', (c) => c.notNull())
    .addColumn('subGroupId', 'varchar(40)', (c) => c.notNull())
    .addColumn('startTime', 'bigint', (c) => c.notNull())
    .addColumn('endTime', 'bigint')
    .addColumn('ended', 'integer', (c) => c.notNull())
    .addColumn('auto', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('time_stamps_sub_group')
    .on('timeStamps')
    .columns(['userId', 'subGroupId', 'startTime'])
    .execute();
  await db.schema.createIndex('time_stamps_start').on('timeStamps').columns(['userId', 'startTime']).execute();
  await db.schema.createIndex('time_stamps_active').on('timeStamps').columns(['userId', 'ended']).execute();
  // One running stamp per sub group, enforced by the database too (two clicks at once).
  await db.schema
    .createIndex('time_stamps_one_running')
    .unique()
    .on('timeStamps')
    .column('subGroupId')
    .where(sql.ref('ended'), '=', sql.lit(0))
    .execute();

  await db.schema
    .createTable('timeTags')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('titleKey', 'varchar(200)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('time_tags_title').unique().on('timeTags').columns(['userId', 'titleKey']).execute();

  for (const [table, owner] of [
    ['timeGroupTags', 'timeGroupId'],
    ['subGroupTags', 'subGroupId'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(owner, 'varchar(40)', (c) => c.notNull())
      .addColumn('tagId', 'varchar(40)', (c) => c.notNull())
      .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
      .addPrimaryKeyConstraint(`${table}_pk`, [owner, 'tagId'])
      .execute();
    await db.schema.createIndex(`${table}_user`).on(table).column('userId').execute();
    await db.schema.createIndex(`${table}_tag`).on(table).column('tagId').execute();
  }

  await db.schema
    .createTable('timeDayTotals')
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('timeGroupId', 'varchar(40)', (c) => c.notNull())
    .addColumn('subGroupId', 'varchar(40)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('auto', 'integer', (c) => c.notNull())
    .addColumn('ms', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('time_day_totals_pk', ['subGroupId', 'day', 'auto'])
    .execute();
  // Covering: the group list reads its windows from this index alone.
  await db.schema
    .createIndex('time_day_totals_user_day')
    .on('timeDayTotals')
    .columns(['userId', 'day', 'auto', 'subGroupId', 'ms'])
    .execute();

  await db.schema
    .createTable('timePeriodTotals')
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('timeGroupId', 'varchar(40)', (c) => c.notNull())
    .addColumn('subGroupId', 'varchar(40)', (c) => c.notNull())
    .addColumn('grain', 'varchar(5)', (c) => c.notNull())
    .addColumn('start', 'varchar(10)', (c) => c.notNull())
    .addColumn('auto', 'integer', (c) => c.notNull())
    .addColumn('ms', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('time_period_totals_pk', ['subGroupId', 'grain', 'start', 'auto'])
    .execute();
  await db.schema
    .createIndex('time_period_totals_user')
    .on('timePeriodTotals')
    .columns(['userId', 'grain', 'start', 'auto', 'subGroupId', 'ms'])
    .execute();

  await db.schema
    .createTable('timeSubGroupTotals')
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('timeGroupId', 'varchar(40)', (c) => c.notNull())
    .addColumn('subGroupId', 'varchar(40)', (c) => c.notNull())
    .addColumn('auto', 'integer', (c) => c.notNull())
    .addColumn('ms', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('time_sub_group_totals_pk', ['subGroupId', 'auto'])
    .execute();
  await db.schema.createIndex('time_sub_group_totals_user').on('timeSubGroupTotals').column('userId').execute();

  await db.schema
    .createTable('timeUserBounds')
    .addColumn('userId', 'varchar(40)', (c) => c.primaryKey().references(userRef).onDelete('cascade'))
    .addColumn('longestMs', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
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
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
