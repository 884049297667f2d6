import { UNMATCHED_KEEP_MS, type Heartbeat, type UnmatchedHost } from '@ordna/contract/heartbeats';
import type { Db } from '../../../db/database';

/** The heartbeats no rule matched, kept for a while so a person can make a rule from them. */

/** Rows a multi-row insert carries at once: well under SQLite's limit on bound values. */
export const INSERT_CHUNK = 200;
/** Hosts the unmatched list shows at most. */
const UNMATCHED_HOSTS_MAX = 500;

/** The kept unmatched heartbeats grouped by host, the most recently seen host first. */
export async function listUnmatchedHosts(db: Db, userId: string, now: number): Promise<UnmatchedHost[]> {
  const ranked = db
    .selectFrom('unmatchedHeartbeats')
    .select(['id', 'host', 'url', 'title', 'time'])
    .select((eb) => [
      eb.fn
        .agg<number>('row_number')
        .over((over) => over.partitionBy('host').orderBy('time', 'desc').orderBy('id', 'desc'))
        .as('rank'),
      eb.fn
        .countAll<number | string>()
        .over((over) => over.partitionBy('host'))
        .as('count'),
    ])
    .where('userId', '=', userId)
    .where('time', '>=', now - UNMATCHED_KEEP_MS);
  const rows = await db
    .selectFrom(ranked.as('ranked'))
    .selectAll()
    .where('rank', '=', 1)
    .orderBy('time', 'desc')
    .orderBy('host')
    .limit(UNMATCHED_HOSTS_MAX)
    .execute();
  return rows.map((row) => ({
    host: row.host,
    count: Number(row.count),
    lastSeen: new Date(row.time).toISOString(),
    sampleUrl: row.url,
    sampleTitle: row.title,
    heartbeatId: row.id,
  }));
}

export async function findUnmatchedHeartbeat(
  db: Db,
  userId: string,
  heartbeatId: string,
  now: number,
): Promise<Heartbeat | null> {
  const row = await db
    .selectFrom('unmatchedHeartbeats')
    .selectAll()
    .where('userId', '=', userId)
    .where('id', '=', heartbeatId)
    .where('time', '>=', now - UNMATCHED_KEEP_MS)
    .executeTakeFirst();
  return row
    ? { _id: row.id, host: row.host, url: row.url, title: row.title, time: new Date(row.time).toISOString() }
    : null;
}

/** Forgets every kept heartbeat of a host; answers how many went. */
export async function forgetUnmatchedHost(db: Db, userId: string, host: string): Promise<number> {
  const result = await db
    .deleteFrom('unmatchedHeartbeats')
    .where('userId', '=', userId)
    .where('host', '=', host)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
