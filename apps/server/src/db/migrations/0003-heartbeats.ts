import type { Kysely } from 'kysely';
import { createIndex, dropTables, ownedTable, table } from './schema-kit';

/** Automatic stamps: integration tokens, URL rules, the rule behind each automatic stamp, unmatched heartbeats. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await ownedTable(db, 'integrationTokens', {
    name: 'varchar(80)',
    tokenHash: ['varchar(64)', (c) => c.notNull().unique()],
    createdAt: 'bigint',
    lastUsedAt: ['bigint', null],
  }).execute();
  await createIndex(db, 'integration_tokens_user', 'integrationTokens', ['userId']);

  await ownedTable(db, 'urlRules', {
    pattern: 'varchar(500)',
    matchOn: 'varchar(8)',
    timeGroupId: ['varchar(64)', (c) => c.notNull().references('timeGroups.id').onDelete('cascade')],
    subGroupName: 'varchar(100)',
    createdAt: 'bigint',
  }).execute();
  await createIndex(db, 'url_rules_user_pattern', 'urlRules', ['userId', 'matchOn', 'pattern'], { unique: true });
  await createIndex(db, 'url_rules_group', 'urlRules', ['timeGroupId']);

  await table(db, 'heartbeatStamps', {
    stampId: ['varchar(64)', (c) => c.primaryKey().references('timeStamps.id').onDelete('cascade')],
    ruleId: ['varchar(40)', (c) => c.notNull().references('urlRules.id').onDelete('cascade')],
    userId: 'varchar(40)',
  }).execute();
  await createIndex(db, 'heartbeat_stamps_rule', 'heartbeatStamps', ['ruleId', 'userId']);

  await ownedTable(db, 'unmatchedHeartbeats', {
    host: 'varchar(253)',
    url: 'text',
    title: ['text', null],
    time: 'bigint',
  }).execute();
  await createIndex(db, 'unmatched_heartbeats_user_time', 'unmatchedHeartbeats', ['userId', 'time']);
  await createIndex(db, 'unmatched_heartbeats_user_host', 'unmatchedHeartbeats', ['userId', 'host', 'time']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['unmatchedHeartbeats', 'heartbeatStamps', 'urlRules', 'integrationTokens']);
}
