import type { Db } from '../../db/database';
import { namedContainerStore } from '../../db/named-container-store';
import { listVisibleContainers } from '../sharing/public';

/** The person's counter groups: rows or undefined; the routes decide refusals. */

export function listGroups(db: Db, userId: string) {
  return db
    .selectFrom('counterGroups')
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .orderBy('nameKey')
    .execute();
}

/**
 * The person's groups and those shared with them, in name order, in one query; a shared one
 * carries the share's id, the role and its owner's name.
 */
export function listVisibleGroups(db: Db, personId: string) {
  return listVisibleContainers(db, personId, 'counterGroups', 'counterGroup');
}

/** A counter group's name, count, insert, rename and lookup by id (db/named-container-store.ts). */
export const counterGroupStore = namedContainerStore('counterGroups');

/** Deletes a group's counters and their changes (run it in the transaction that deletes the group). */
export async function deleteGroupContents(tx: Db, userId: string, counterGroupId: string): Promise<void> {
  const counterIds = tx
    .selectFrom('counters')
    .select('id')
    .where('userId', '=', userId)
    .where('counterGroupId', '=', counterGroupId);
  await tx.deleteFrom('counterChanges').where('userId', '=', userId).where('counterId', 'in', counterIds).execute();
  await tx.deleteFrom('counters').where('userId', '=', userId).where('counterGroupId', '=', counterGroupId).execute();
}
