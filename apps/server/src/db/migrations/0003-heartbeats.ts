import type { Kysely } from 'kysely';

/** Automatic stamps: integration tokens, URL rules, the rule behind each automatic stamp, unmatched heartbeats. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('integrationTokens')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('tokenHash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('lastUsedAt', 'bigint')
    .execute();
  await db.schema.createIndex('integration_tokens_user').on('integrationTokens').column('userId').execute();

  await db.schema
    .createTable('urlRules')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pattern', 'varchar(500)', (c) => c.notNull())
    .addColumn('matchOn', 'varchar(8)', (c) => c.notNull())
    .addColumn('timeGroupId', 'varchar(64)', (c) => c.notNull().references('timeGroups.id').onDelete('cascade'))
    .addColumn('subGroupName', 'varchar(100)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('url_rules_user_pattern')
    .on('urlRules')
    .columns(['userId', 'matchOn', 'pattern'])
    .unique()
    .execute();
  await db.schema.createIndex('url_rules_group').on('urlRules').column('timeGroupId').execute();

  await db.schema
    .createTable('heartbeatStamps')
    .addColumn('stampId', 'varchar(64)', (c) => c.primaryKey().references('timeStamps.id').onDelete('cascade'))
    .addColumn('ruleId', 'varchar(40)', (c) => c.notNull().references('urlRules.id').onDelete('cascade'))
    .addColumn('userId', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('heartbeat_stamps_rule').on('heartbeatStamps').columns(['ruleId', 'userId']).execute();

  await db.schema
    .createTable('unmatchedHeartbeats')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('host', 'varchar(253)', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('unmatched_heartbeats_user_time')
    .on('unmatchedHeartbeats')
    .columns(['userId', 'time'])
    .execute();
  await db.schema
    .createIndex('unmatched_heartbeats_user_host')
    .on('unmatchedHeartbeats')
    .columns(['userId', 'host', 'time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['unmatchedHeartbeats', 'heartbeatStamps', 'urlRules', 'integrationTokens']) {
    await db.schema.dropTable(table).execute();
  }
}
