import type { Db } from '../../../db/database';

/** The group's sub groups, so stamps are read by the (userId, subGroupId, startTime) index. */
function subGroupsOf(db: Db, userId: string, timeGroupId: string) {
  return db.selectFrom('subGroups').select('id').where('userId', '=', userId).where('timeGroupId', '=', timeGroupId);
}

/**
 * The journal's stamps: those of one of the person's time groups that start in [start, end), with
 * their sub group's name. Read through the (userId, subGroupId, startTime) index, one range per
 * sub group, so a month of a busy person's stamps is never scanned.
 */
export function journalStamps(db: Db, userId: string, timeGroupId: string, window: { start: number; end: number }) {
  return db
    .selectFrom('timeStamps')
    .innerJoin('subGroups', 'subGroups.id', 'timeStamps.subGroupId')
    .select([
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
    ])
    .where('timeStamps.userId', '=', userId)
    .where('timeStamps.subGroupId', 'in', subGroupsOf(db, userId, timeGroupId))
    .where('timeStamps.startTime', '>=', window.start)
    .where('timeStamps.startTime', '<', window.end);
}
