import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { PreparedQuery } from '../../../db/prepared-query';
import { rowsOf, type TimeScope } from '../time-scope';
import type { StampRow } from './stamp-writes.store';

/** Reading stamps; every write goes through stamp-writes.service.ts. */

export type NamedStampRow = StampRow & { name: string };

/** A named stamp's columns, selected by name where a read joins stamps to their sub groups itself. */
export const NAMED_STAMP_COLUMNS = [
  'timeStamps.id',
  'timeStamps.userId',
  'timeStamps.timeGroupId',
  'timeStamps.subGroupId',
  'timeStamps.startTime',
  'timeStamps.endTime',
  'timeStamps.ended',
  'timeStamps.auto',
  'timeStamps.description',
  'subGroups.name',
] as const;

function named(db: Db, userId: string, scope: TimeScope = 'own') {
  return db
    .selectFrom('timeStamps')
    .innerJoin('subGroups', 'subGroups.id', 'timeStamps.subGroupId')
    .selectAll('timeStamps')
    .select('subGroups.name')
    .where(rowsOf(db, scope, userId, 'timeStamps'));
}

export function findNamedStamp(db: Db, userId: string, stampId: string): Promise<NamedStampRow | undefined> {
  return named(db, userId).where('timeStamps.id', '=', stampId).executeTakeFirst();
}

/**
 * The person's running stamps, latest started first (sorted here: SQL order would tempt SQLite off
 * the active index); with `scope` 'shared', those running in the groups shared with them.
 */
export async function runningStamps(
  db: Db,
  userId: string,
  includeAuto: boolean,
  scope: TimeScope = 'own',
): Promise<NamedStampRow[]> {
  let query = named(db, userId, scope).where('timeStamps.ended', '=', 0);
  if (!includeAuto) query = query.where('timeStamps.auto', '=', 0);
  const rows = await query.execute();
  return rows.sort((a, b) => b.startTime - a.startTime || a.id.localeCompare(b.id));
}

/**
 * The statement of `overlappingStamps`, compiled once per key ('with auto' or 'without auto'):
 * [userId, window start, window end, at most]. On PostgreSQL it goes as a named statement, planned
 * once per connection (it was planned on every call: 0.7 ms of planning to 0.13 ms of running), and
 * its constants are written into the SQL so that a generic plan still knows which stamps are
 * running. The ended half reads the (userId, startTime) index backwards from the window's end and
 * stops after `at most` rows (the latest by start); the running half stops after `at most` rows too.
 */
const overlapping = new PreparedQuery(
  (db: Db, [userId, start, end, atMost]: readonly [string, number, number, number], key) => {
    const longest = db.selectFrom('timeUserBounds').select('longestMs').where('timeUserBounds.userId', '=', userId);
    let ended = named(db, userId)
      .where('timeStamps.ended', '=', sql.lit(1))
      .where((eb) => eb('timeStamps.startTime', '>=', eb(eb.val(start), '-', eb.fn.coalesce(longest, eb.lit(0)))))
      .where('timeStamps.startTime', '<', end)
      .where((eb) => eb.or([eb('timeStamps.endTime', '>', start), eb('timeStamps.startTime', '>=', start)]));
    let running = named(db, userId).where('timeStamps.ended', '=', sql.lit(0));
    if (key === 'without auto') {
      ended = ended.where('timeStamps.auto', '=', sql.lit(0));
      running = running.where('timeStamps.auto', '=', sql.lit(0));
    }
    // A compound select orders and limits its halves only as subqueries (SQLite). By start alone,
    // the index's own order read backwards: a tie-break on id would sort the whole day on PostgreSQL.
    const latestEnded = ended.orderBy('timeStamps.startTime', 'desc').limit(atMost);
    return db
      .selectFrom(latestEnded.as('ended'))
      .selectAll()
      .unionAll(db.selectFrom(running.limit(atMost).as('running')).selectAll());
  },
);

/** The SQL of `overlappingStamps` and its parameters (to read the database's plan of it in a test). */
export function overlappingStatement(
  db: Db,
  includeAuto: boolean,
  values: readonly [userId: string, start: number, end: number, atMost: number],
): { sql: string; parameters: unknown[] } {
  const key = includeAuto ? 'with auto' : 'without auto';
  return { sql: overlapping.sqlOf(db, key, values.length), parameters: overlapping.parametersOf(db, key, values) };
}

/**
 * Stamps overlapping [start, end), the latest `atMost` by start (a person looks for today's and
 * the running one first), and whether there were more (`cut`: the earlier ones are left out):
 * ended ones that start at most the person's longest stamp before `start` (through the (userId,
 * startTime) index, read from `end` backwards), plus running ones counted up to `now`. A cut
 * answer keeps every running stamp however early it started (it is still going: "Running now"
 * shows it, and a day without it would look as if it was lost) and the latest ended ones in the
 * room left; an ended stamp from a day before is earlier by its start, and left out first. A stamp
 * with no length counts where it starts. Sorted by start, earliest first, as the pages draw them.
 * One statement: the longest stamp is a subquery of the ended half, and the running half joins it
 * with `union all`; each half reads one more than `atMost`.
 */
export async function overlappingStamps(
  db: Db,
  userId: string,
  window: { start: number; end: number },
  includeAuto: boolean,
  now: number,
  atMost = Number.MAX_SAFE_INTEGER - 1,
): Promise<{ rows: NamedStampRow[]; cut: boolean }> {
  const read = (await overlapping.execute(db, includeAuto ? 'with auto' : 'without auto', [
    userId,
    window.start,
    window.end,
    atMost + 1,
  ])) as NamedStampRow[];
  const rows = read
    .filter(
      (stamp) =>
        stamp.ended === 1 ||
        (stamp.startTime < window.end &&
          (Math.max(now, stamp.startTime) > window.start || stamp.startTime >= window.start)),
    )
    .sort((a, b) => a.startTime - b.startTime || a.id.localeCompare(b.id));
  const cut = rows.length > atMost;
  return { rows: cut ? latestWithRunning(rows, atMost) : rows, cut };
}

/**
 * Of `rows` in start order, every running one (at most `atMost`, the latest) and the latest ended
 * ones in the room left, still in start order.
 */
function latestWithRunning(rows: readonly NamedStampRow[], atMost: number): NamedStampRow[] {
  const running = Math.min(atMost, rows.filter((stamp) => stamp.ended === 0).length);
  const room = { running, ended: atMost - running };
  const kept: NamedStampRow[] = [];
  for (let i = rows.length - 1; i >= 0 && kept.length < atMost; i--) {
    const stamp = rows[i]!;
    const kind = stamp.ended === 0 ? 'running' : 'ended';
    if (room[kind] === 0) continue;
    room[kind] -= 1;
    kept.push(stamp);
  }
  return kept.reverse();
}

/** One page (newest first) of a sub group's stamps and the number of pages. */
export async function stampPage(
  db: Db,
  userId: string,
  subGroupId: string,
  pageNumber: number,
  pageSize: number,
  includeAuto: boolean,
): Promise<{ rows: NamedStampRow[]; totalPages: number }> {
  let counted = db
    .selectFrom('timeStamps')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('subGroupId', '=', subGroupId);
  let page = named(db, userId).where('timeStamps.subGroupId', '=', subGroupId);
  if (!includeAuto) {
    counted = counted.where('auto', '=', 0);
    page = page.where('timeStamps.auto', '=', 0);
  }
  const total = Number((await counted.executeTakeFirstOrThrow()).count);
  const rows = await page
    .orderBy('timeStamps.startTime', 'desc')
    .orderBy('timeStamps.id', 'desc')
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize)
    .execute();
  return { rows, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

export type ExportRow = NamedStampRow & { groupName: string };

/**
 * Stamps starting in [start, end), in start order, `limit` at a time after a (startTime, id) key,
 * with their time group's name: the CSV export reads them in batches.
 */
export function exportBatch(
  db: Db,
  userId: string,
  window: { start: number; end: number },
  after: { startTime: number; id: string } | null,
  limit: number,
  includeAuto: boolean,
): Promise<ExportRow[]> {
  let query = named(db, userId)
    .innerJoin('timeGroups', 'timeGroups.id', 'timeStamps.timeGroupId')
    .select('timeGroups.name as groupName')
    // The lower bound moves with the key so each batch is an index range, not a rescan.
    .where('timeStamps.startTime', '>=', Math.max(window.start, after?.startTime ?? window.start))
    .where('timeStamps.startTime', '<', window.end);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('timeStamps.startTime', '>', after.startTime),
        eb.and([eb('timeStamps.startTime', '=', after.startTime), eb('timeStamps.id', '>', after.id)]),
      ]),
    );
  }
  if (!includeAuto) query = query.where('timeStamps.auto', '=', 0);
  return query.orderBy('timeStamps.startTime').orderBy('timeStamps.id').limit(limit).execute();
}
