import { sql, type Kysely } from 'kysely';
import { addColumns, createIndex, withDefault } from './schema-kit';

/**
 * Kept unmatched heartbeats fold repeats of one address into one row: `time` is when it was first
 * seen, `lastSeen` the latest, `count` how many heartbeats the row stands for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'unmatchedHeartbeats', {
    lastSeen: withDefault('bigint', 0),
    count: withDefault('integer', 1),
  });
  await sql`update ${sql.table('unmatchedHeartbeats')} set ${sql.ref('lastSeen')} = ${sql.ref('time')}`.execute(db);
  await createIndex(db, 'unmatched_heartbeats_user_last_seen', 'unmatchedHeartbeats', ['userId', 'lastSeen']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('unmatched_heartbeats_user_last_seen').execute();
  await db.schema.alterTable('unmatchedHeartbeats').dropColumn('count').execute();
  await db.schema.alterTable('unmatchedHeartbeats').dropColumn('lastSeen').execute();
}
