import { sql, type Kysely } from 'kysely';

/**
 * Kept unmatched heartbeats fold repeats of one address into one row: `time` is when it was first
 * seen, `lastSeen` the latest, `count` how many heartbeats the row stands for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('unmatchedHeartbeats')
    .addColumn('lastSeen', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('unmatchedHeartbeats')
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update ${sql.table('unmatchedHeartbeats')} set ${sql.ref('lastSeen')} = ${sql.ref('time')}`.execute(db);
  await db.schema
    .createIndex('unmatched_heartbeats_user_last_seen')
    .on('unmatchedHeartbeats')
    .columns(['userId', 'lastSeen'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('unmatched_heartbeats_user_last_seen').execute();
  await db.schema.alterTable('unmatchedHeartbeats').dropColumn('count').execute();
  await db.schema.alterTable('unmatchedHeartbeats').dropColumn('lastSeen').execute();
}
