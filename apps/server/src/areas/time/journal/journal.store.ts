import type { Db } from '../../../db/database';
import type { NamedStampRow } from '../stamps/time-stamps.store';

/** The group's sub groups, so stamps are read by the (userId, subGroupId, startTime) index. */
function subGroupsOf(db: Db, userId: string, timeGroupId: string) {
  return db.selectFrom('subGroups').select('id').where('userId', '=', userId).where('timeGroupId', '=', timeGroupId);
}

/**
 * The journal's stamps: those of one of the person's time groups that start in [start, end),
 * oldest first, at most `limit`. Read through the (userId, subGroupId, startTime) index, one
 * range per sub group, so a month of a busy person's stamps is never scanned.
 */
export function journalStamps(
  db: Db,
  userId: string,
  timeGroupId: string,
  window: { start: number; end: number },
  limit: number,
): Promise<NamedStampRow[]> {
  return db
    .selectFrom('timeStamps')
    .innerJoin('subGroups', 'subGroups.id', 'timeStamps.subGroupId')
    .selectAll('timeStamps')
    .select('subGroups.name')
    .where('timeStamps.userId', '=', userId)
    .where('timeStamps.subGroupId', 'in', subGroupsOf(db, userId, timeGroupId))
    .where('timeStamps.startTime', '>=', window.start)
    .where('timeStamps.startTime', '<', window.end)
    .orderBy('timeStamps.startTime')
    .orderBy('timeStamps.id')
    .limit(limit)
    .execute();
}

/** The starts of the group's stamps with a note in the window, to count them per local day. */
export function journalNoteStarts(
  db: Db,
  userId: string,
  timeGroupId: string,
  window: { start: number; end: number },
): Promise<{ startTime: number }[]> {
  return db
    .selectFrom('timeStamps')
    .innerJoin('subGroups', 'subGroups.id', 'timeStamps.subGroupId')
    .select('timeStamps.startTime')
    .where('timeStamps.userId', '=', userId)
    .where('timeStamps.subGroupId', 'in', subGroupsOf(db, userId, timeGroupId))
    .where('timeStamps.startTime', '>=', window.start)
    .where('timeStamps.startTime', '<', window.end)
    .where('timeStamps.description', '!=', '')
    .execute();
}
