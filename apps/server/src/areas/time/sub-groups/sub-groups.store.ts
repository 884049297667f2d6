import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { conflict } from '../../../http/errors';
import { timeMessages } from '@ordna/contract/time';
import { dropRollups, moveRollups } from '../rollups/rollups';
import type { Executor } from '../stamps/stamp-writes.service';

/** The person's sub groups (Kysely only). */

export interface SubGroupRow {
  id: string;
  name: string;
  timeGroupId: string;
}

export function listSubGroups(db: Db, userId: string, timeGroupId?: string): Promise<SubGroupRow[]> {
  let query = db
    .selectFrom('subGroups')
    .select(['id', 'name', 'timeGroupId'])
    .where('userId', '=', userId)
    .orderBy('nameKey');
  if (timeGroupId) query = query.where('timeGroupId', '=', timeGroupId);
  return query.execute();
}

export function findSubGroup(db: Executor, userId: string, subGroupId: string): Promise<SubGroupRow | undefined> {
  return db
    .selectFrom('subGroups')
    .select(['id', 'name', 'timeGroupId'])
    .where('userId', '=', userId)
    .where('id', '=', subGroupId)
    .executeTakeFirst();
}

export function findSubGroupByName(db: Executor, timeGroupId: string, name: string) {
  return db
    .selectFrom('subGroups')
    .select(['id', 'name', 'timeGroupId'])
    .where('timeGroupId', '=', timeGroupId)
    .where('nameKey', '=', name.toLowerCase())
    .executeTakeFirst();
}

export async function insertSubGroup(
  tx: Executor,
  row: { id: string; userId: string; timeGroupId: string; name: string; createdAt: number },
): Promise<void> {
  await tx
    .insertInto('subGroups')
    .values({ ...row, nameKey: row.name.toLowerCase() })
    .execute();
}

export async function renameSubGroup(tx: Executor, userId: string, subGroupId: string, name: string): Promise<void> {
  await tx
    .updateTable('subGroups')
    .set({ name, nameKey: name.toLowerCase() })
    .where('userId', '=', userId)
    .where('id', '=', subGroupId)
    .execute();
}

async function removeSubGroupRow(tx: Executor, userId: string, subGroupId: string): Promise<void> {
  await tx.deleteFrom('subGroupTags').where('userId', '=', userId).where('subGroupId', '=', subGroupId).execute();
  await tx.deleteFrom('subGroups').where('userId', '=', userId).where('id', '=', subGroupId).execute();
}

/** Deletes a sub group with its stamps, rollups and tag links. */
export async function deleteSubGroup(db: Db, userId: string, subGroupId: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('timeStamps').where('userId', '=', userId).where('subGroupId', '=', subGroupId).execute();
    await dropRollups(tx, userId, [subGroupId]);
    await removeSubGroupRow(tx, userId, subGroupId);
  });
}

/**
 * Spec section 4: moves every stamp of a sub group into another (possibly of another time group;
 * the stamps take its timeGroupId), then removes the source. Two running stamps may not meet.
 */
export async function moveSubGroup(db: Db, userId: string, from: SubGroupRow, to: SubGroupRow): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const running = await tx
      .selectFrom('timeStamps')
      .select('subGroupId')
      // Both are the person's; this shape reads the partial index of running stamps.
      .where('subGroupId', 'in', [from.id, to.id])
      .where('ended', '=', sql.lit(0))
      .execute();
    if (new Set(running.map((row) => row.subGroupId)).size === 2) throw conflict(timeMessages.subGroupRunning);
    await tx
      .updateTable('timeStamps')
      .set({ subGroupId: to.id, timeGroupId: to.timeGroupId })
      .where('userId', '=', userId)
      .where('subGroupId', '=', from.id)
      .execute();
    await moveRollups(tx, userId, from.id, { subGroupId: to.id, timeGroupId: to.timeGroupId });
    await removeSubGroupRow(tx, userId, from.id);
  });
}
