import type { Db } from '../../db/database';

/** The person's counter groups: rows or undefined; the routes decide refusals. */

export function listGroups(db: Db, userId: string) {
  return db
    .selectFrom('counterGroups')
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .orderBy('nameKey')
    .execute();
}

export function findGroup(db: Db, userId: string, counterGroupId: string) {
  return db
    .selectFrom('counterGroups')
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .where('id', '=', counterGroupId)
    .executeTakeFirst();
}

export function findGroupByName(db: Db, userId: string, name: string) {
  return db
    .selectFrom('counterGroups')
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .where('nameKey', '=', name.toLowerCase())
    .executeTakeFirst();
}

export async function countGroups(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('counterGroups')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertGroup(db: Db, row: { id: string; userId: string; name: string; createdAt: number }) {
  await db
    .insertInto('counterGroups')
    .values({ ...row, nameKey: row.name.toLowerCase() })
    .execute();
}

export async function renameGroup(db: Db, userId: string, counterGroupId: string, name: string): Promise<void> {
  await db
    .updateTable('counterGroups')
    .set({ name, nameKey: name.toLowerCase() })
    .where('userId', '=', userId)
    .where('id', '=', counterGroupId)
    .execute();
}

/** Deletes a group with its counters and their changes (run it in a transaction). */
export async function deleteGroup(tx: Db, userId: string, counterGroupId: string): Promise<void> {
  const counterIds = tx
    .selectFrom('counters')
    .select('id')
    .where('userId', '=', userId)
    .where('counterGroupId', '=', counterGroupId);
  await tx.deleteFrom('counterChanges').where('userId', '=', userId).where('counterId', 'in', counterIds).execute();
  await tx.deleteFrom('counters').where('userId', '=', userId).where('counterGroupId', '=', counterGroupId).execute();
  await tx.deleteFrom('counterGroups').where('userId', '=', userId).where('id', '=', counterGroupId).execute();
}
