import type { Db } from '../../db/database';
import type { PasswordGroupsTable } from './passwords.tables';

export type PasswordGroupRow = PasswordGroupsTable;

/** The person's groups, oldest first. */
export function listGroups(db: Db, userId: string): Promise<PasswordGroupRow[]> {
  return db
    .selectFrom('passwordGroups')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export function findGroup(db: Db, userId: string, id: string): Promise<PasswordGroupRow | undefined> {
  return db
    .selectFrom('passwordGroups')
    .selectAll()
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countGroups(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('passwordGroups')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function insertGroup(db: Db, row: PasswordGroupRow): Promise<void> {
  await db.insertInto('passwordGroups').values(row).execute();
}

/** The group as renamed; null when the person has no such group. */
export async function renameGroup(
  db: Db,
  userId: string,
  id: string,
  data: string,
  now: number,
): Promise<PasswordGroupRow | null> {
  const result = await db
    .updateTable('passwordGroups')
    .set({ data, updatedAt: now })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? ((await findGroup(db, userId, id)) ?? null) : null;
}

/** False when the person has no such group. */
export async function deleteGroup(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('passwordGroups')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteAllGroups(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('passwordGroups').where('userId', '=', userId).execute();
}
