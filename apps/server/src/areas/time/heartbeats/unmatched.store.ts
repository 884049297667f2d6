import { sql } from 'kysely';
import { UNMATCHED_KEEP_MS, type Heartbeat, type UnmatchedHost } from '@ordna/contract/time/heartbeats';
import { MAX_UNMATCHED_KEPT, MAX_UNMATCHED_KEPT_CHARS } from '@ordna/contract/time/limits';
import type { Db } from '../../../db/database';
import type { UnmatchedHeartbeatsTable } from '../time.tables';

/**
 * The heartbeats no rule matched, kept for a while so a person can make a rule from them.
 * Repeats of one address within a pulse of each other share a row (first seen, last seen, count),
 * and a person keeps at most MAX_UNMATCHED_KEPT rows and MAX_UNMATCHED_KEPT_CHARS characters.
 */

/** Rows a multi-row statement carries at once: well under SQLite's limit on bound values. */
export const INSERT_CHUNK = 200;
/** Hosts the unmatched list shows at most. */
const UNMATCHED_HOSTS_MAX = 500;

export type UnmatchedRow = UnmatchedHeartbeatsTable;

/** The kept unmatched heartbeats grouped by host, the most recently seen host first. */
export async function listUnmatchedHosts(db: Db, userId: string, now: number): Promise<UnmatchedHost[]> {
  const ranked = db
    .selectFrom('unmatchedHeartbeats')
    .select(['id', 'host', 'url', 'title', 'lastSeen'])
    .select((eb) => [
      eb.fn
        .agg<number>('row_number')
        .over((over) => over.partitionBy('host').orderBy('lastSeen', 'desc').orderBy('id', 'desc'))
        .as('rank'),
      eb.fn
        .sum<number | string>('count')
        .over((over) => over.partitionBy('host'))
        .as('count'),
    ])
    .where('userId', '=', userId)
    .where('lastSeen', '>=', now - UNMATCHED_KEEP_MS);
  const rows = await db
    .selectFrom(ranked.as('ranked'))
    .selectAll()
    .where('rank', '=', 1)
    .orderBy('lastSeen', 'desc')
    .orderBy('host')
    .limit(UNMATCHED_HOSTS_MAX)
    .execute();
  return rows.map((row) => ({
    host: row.host,
    count: Number(row.count),
    lastSeen: new Date(row.lastSeen).toISOString(),
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
    .where('lastSeen', '>=', now - UNMATCHED_KEEP_MS)
    .executeTakeFirst();
  return row
    ? { _id: row.id, host: row.host, url: row.url, title: row.title, time: new Date(row.lastSeen).toISOString() }
    : null;
}

/** Forgets every kept heartbeat of a host; answers how many rows went. */
export async function forgetUnmatchedHost(db: Db, userId: string, host: string): Promise<number> {
  const result = await db
    .deleteFrom('unmatchedHeartbeats')
    .where('userId', '=', userId)
    .where('host', '=', host)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The kept rows of these addresses that were last seen at or after `since`. */
export async function unmatchedOfUrls(db: Db, userId: string, urls: string[], since: number): Promise<UnmatchedRow[]> {
  const rows: UnmatchedRow[] = [];
  for (let i = 0; i < urls.length; i += INSERT_CHUNK) {
    rows.push(
      ...(await db
        .selectFrom('unmatchedHeartbeats')
        .selectAll()
        .where('userId', '=', userId)
        .where('lastSeen', '>=', since)
        .where('url', 'in', urls.slice(i, i + INSERT_CHUNK))
        .execute()),
    );
  }
  return rows;
}

export async function insertUnmatched(db: Db, rows: UnmatchedRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insertInto('unmatchedHeartbeats')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
}

export async function updateUnmatched(db: Db, row: UnmatchedRow): Promise<void> {
  const { time, lastSeen, count, title } = row;
  await db
    .updateTable('unmatchedHeartbeats')
    .set({ time, lastSeen, count, title })
    .where('userId', '=', row.userId)
    .where('id', '=', row.id)
    .execute();
}

export async function deleteUnmatched(db: Db, userId: string, ids: string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
    await db
      .deleteFrom('unmatchedHeartbeats')
      .where('userId', '=', userId)
      .where('id', 'in', ids.slice(i, i + INSERT_CHUNK))
      .execute();
  }
}

/** Drops rows last seen before `keepFrom`, then the oldest rows beyond the count and size caps. */
export async function trimUnmatched(db: Db, userId: string, keepFrom: number): Promise<void> {
  await db.deleteFrom('unmatchedHeartbeats').where('userId', '=', userId).where('lastSeen', '<', keepFrom).execute();
  const newestFirst = db
    .selectFrom('unmatchedHeartbeats')
    .select((eb) => [
      'id',
      eb.fn
        .agg<number>('row_number')
        .over((over) => over.orderBy('lastSeen', 'desc').orderBy('id', 'desc'))
        .as('place'),
      eb.fn
        .sum<number | string>(sql<number>`length(${sql.ref('url')}) + coalesce(length(${sql.ref('title')}), 0)`)
        .over((over) => over.orderBy('lastSeen', 'desc').orderBy('id', 'desc'))
        .as('chars'),
    ])
    .where('userId', '=', userId);
  const over = await db
    .selectFrom(newestFirst.as('kept'))
    .select('id')
    .where((eb) => eb.or([eb('place', '>', MAX_UNMATCHED_KEPT), eb('chars', '>', MAX_UNMATCHED_KEPT_CHARS)]))
    .execute();
  await deleteUnmatched(
    db,
    userId,
    over.map((row) => row.id),
  );
}

/** A page of kept rows in id order, after `afterId`, for applying rules in chunks. */
export async function unmatchedPage(
  db: Db,
  userId: string,
  since: number,
  afterId: string,
  size: number,
): Promise<UnmatchedRow[]> {
  return db
    .selectFrom('unmatchedHeartbeats')
    .selectAll()
    .where('userId', '=', userId)
    .where('lastSeen', '>=', since)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(size)
    .execute();
}
