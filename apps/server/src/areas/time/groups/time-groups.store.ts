import type { Db } from '../../../db/database';
import { PreparedQuery } from '../../../db/prepared-query';
import { dropRollups } from '../rollups/rollups';

/** The person's time groups. */

// Prepared once: every list request reads the groups.
const groupsOfPerson = new PreparedQuery((db: Db, [userId]: readonly string[]) =>
  db.selectFrom('timeGroups').select(['id', 'name']).where('userId', '=', userId!).orderBy('nameKey'),
);

export function listGroups(db: Db, userId: string) {
  return groupsOfPerson.execute(db, 'all', [userId]);
}

export function findGroup(db: Db, userId: string, timeGroupId: string) {
  return db
    .selectFrom('timeGroups')
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .where('id', '=', timeGroupId)
    .executeTakeFirst();
}

export function findGroupByName(db: Db, userId: string, name: string) {
  return db
    .selectFrom('timeGroups')
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .where('nameKey', '=', name.toLowerCase())
    .executeTakeFirst();
}

export async function insertGroup(tx: Db, row: { id: string; userId: string; name: string; createdAt: number }) {
  await tx
    .insertInto('timeGroups')
    .values({ ...row, nameKey: row.name.toLowerCase() })
    .execute();
}

export async function renameGroup(tx: Db, userId: string, timeGroupId: string, name: string): Promise<void> {
  await tx
    .updateTable('timeGroups')
    .set({ name, nameKey: name.toLowerCase() })
    .where('userId', '=', userId)
    .where('id', '=', timeGroupId)
    .execute();
}

/** Deletes a time group with its sub groups, stamps, rollups and tag links (run it in a transaction). */
export async function deleteGroup(tx: Db, userId: string, timeGroupId: string): Promise<void> {
  const subGroupIds = (
    await tx
      .selectFrom('subGroups')
      .select('id')
      .where('userId', '=', userId)
      .where('timeGroupId', '=', timeGroupId)
      .execute()
  ).map((row) => row.id);
  if (subGroupIds.length > 0) {
    await tx.deleteFrom('timeStamps').where('userId', '=', userId).where('subGroupId', 'in', subGroupIds).execute();
    await tx.deleteFrom('subGroupTags').where('userId', '=', userId).where('subGroupId', 'in', subGroupIds).execute();
    await dropRollups(tx, userId, subGroupIds);
  }
  await tx.deleteFrom('subGroups').where('userId', '=', userId).where('timeGroupId', '=', timeGroupId).execute();
  await tx.deleteFrom('timeGroupTags').where('userId', '=', userId).where('timeGroupId', '=', timeGroupId).execute();
  await tx.deleteFrom('timeGroups').where('userId', '=', userId).where('id', '=', timeGroupId).execute();
}
