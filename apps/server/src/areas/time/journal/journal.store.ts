import type { Db } from '../../../db/database';
import { NAMED_STAMP_COLUMNS } from '../stamps/time-stamps.store';

/**
 * The journal's stamps as rows to select from (the dashboard counts days with a note from them):
 * those of one of the person's time groups that start in [start, end). Read sub group first, then
 * through a (userId, subGroupId, startTime) index, one range per sub group, so a month of a busy
 * person's stamps is never scanned: SQLite keeps a cross join's order (without it, it chose the
 * (userId, startTime) index and read every stamp of the month); PostgreSQL plans it as any join.
 */
export function journalStampRows(db: Db, userId: string, timeGroupId: string, window: { start: number; end: number }) {
  return db
    .selectFrom('subGroups')
    .crossJoin('timeStamps')
    .where('subGroups.userId', '=', userId)
    .where('subGroups.timeGroupId', '=', timeGroupId)
    .whereRef('timeStamps.subGroupId', '=', 'subGroups.id')
    .where('timeStamps.userId', '=', userId)
    .where('timeStamps.startTime', '<', window.end)
    .where('timeStamps.startTime', '>=', window.start);
}

/**
 * The latest `limit` journal stamps of the window, newest first (by start, then id): read
 * backwards through the (userId, timeGroupId, startTime, id) index (migration 0031), which is
 * already that order, so only those stamps are read and nothing is sorted. A stamp's group is its
 * sub group's (a moved sub group's stamps move with it), and the sub group is the group owner's.
 */
export function latestJournalStamps(
  db: Db,
  userId: string,
  timeGroupId: string,
  window: { start: number; end: number },
  limit: number,
) {
  return db
    .selectFrom('timeStamps')
    .innerJoin('subGroups', 'subGroups.id', 'timeStamps.subGroupId')
    .select(NAMED_STAMP_COLUMNS)
    .where('timeStamps.userId', '=', userId)
    .where('timeStamps.timeGroupId', '=', timeGroupId)
    .where('timeStamps.startTime', '>=', window.start)
    .where('timeStamps.startTime', '<', window.end)
    .where('subGroups.userId', '=', userId)
    .orderBy('timeStamps.startTime', 'desc')
    .orderBy('timeStamps.id', 'desc')
    .limit(limit);
}
