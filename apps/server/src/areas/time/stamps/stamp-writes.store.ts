import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { TimeStampsTable } from '../time.tables';

/** The SQL of stamp writes; stamp-writes.service.ts decides what they mean. */

export type StampRow = Selectable<TimeStampsTable>;

export function findStampRow(db: Db, userId: string, stampId: string): Promise<StampRow | undefined> {
  return db
    .selectFrom('timeStamps')
    .selectAll()
    .where('userId', '=', userId)
    .where('id', '=', stampId)
    .executeTakeFirst();
}

/** A stamp by id, whoever's group it is in (the caller asks sharing). */
export function findAnyStampRow(db: Db, stampId: string): Promise<StampRow | undefined> {
  return db.selectFrom('timeStamps').selectAll().where('id', '=', stampId).executeTakeFirst();
}

/** Whether another stamp runs in the sub group (the caller checked the sub group is the person's). */
export async function otherStampRunning(tx: Db, subGroupId: string, exceptId?: string): Promise<boolean> {
  // Without userId and with a literal 0, SQLite answers from the partial index of running stamps.
  let query = tx
    .selectFrom('timeStamps')
    .select('id')
    .where('subGroupId', '=', subGroupId)
    .where('ended', '=', sql.lit(0));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return Boolean(await query.executeTakeFirst());
}

export async function insertStampRow(tx: Db, row: StampRow): Promise<void> {
  await tx.insertInto('timeStamps').values(row).execute();
}

/**
 * The stamp as it was read: the columns a write's rollup deltas are reckoned from (where it is,
 * when it starts and ends). Another request may have changed them in between on PostgreSQL.
 */
function stillAsRead(before: StampRow) {
  return (eb: ExpressionBuilder<Database, 'timeStamps'>) =>
    eb.and([
      eb('id', '=', before.id),
      eb('userId', '=', before.userId),
      eb('subGroupId', '=', before.subGroupId),
      eb('startTime', '=', before.startTime),
      eb('ended', '=', before.ended),
      before.endTime === null ? eb('endTime', 'is', null) : eb('endTime', '=', before.endTime),
    ]);
}

/** Writes the new version only if the stamp is still what was read; false when it was not. */
export async function writeIfUnchanged(tx: Db, before: StampRow, next: StampRow): Promise<boolean> {
  const result = await tx
    .updateTable('timeStamps')
    .set({
      subGroupId: next.subGroupId,
      timeGroupId: next.timeGroupId,
      startTime: next.startTime,
      endTime: next.endTime,
      ended: next.ended,
      description: next.description,
    })
    .where(stillAsRead(before))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes the stamp only if it is still what was read (so the time taken out of the rollups is
 * the time it had); false when it was not.
 */
export async function deleteIfUnchanged(tx: Db, before: StampRow): Promise<boolean> {
  const result = await tx.deleteFrom('timeStamps').where(stillAsRead(before)).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
