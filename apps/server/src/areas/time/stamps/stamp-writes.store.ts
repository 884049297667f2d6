import { sql, type Selectable } from 'kysely';
import type { Db } from '../../../db/database';
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
 * Writes the new version only if the stamp is still what was read (another request may have
 * changed it in between on PostgreSQL); false when it was not.
 */
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
    .where('id', '=', before.id)
    .where('userId', '=', before.userId)
    .where('subGroupId', '=', before.subGroupId)
    .where('startTime', '=', before.startTime)
    .where('ended', '=', before.ended)
    .where((eb) => (before.endTime === null ? eb('endTime', 'is', null) : eb('endTime', '=', before.endTime)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the stamp only if it is still what was read; false when it was not. */
export async function deleteIfUnchanged(tx: Db, before: StampRow): Promise<boolean> {
  const result = await tx
    .deleteFrom('timeStamps')
    .where('id', '=', before.id)
    .where('userId', '=', before.userId)
    .where('startTime', '=', before.startTime)
    .where('ended', '=', before.ended)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
