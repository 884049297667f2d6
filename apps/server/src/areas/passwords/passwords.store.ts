import type { Db } from '../../db/database';
import type { PasswordsTable } from './passwords.tables';

export type PasswordRow = PasswordsTable;

/** The person's entries (of one group when given), oldest first. */
export function listPasswords(db: Db, userId: string, passwordGroupId?: string): Promise<PasswordRow[]> {
  let query = db.selectFrom('passwords').selectAll().where('userId', '=', userId);
  if (passwordGroupId !== undefined) query = query.where('passwordGroupId', '=', passwordGroupId);
  return query.orderBy('createdAt').orderBy('id').execute();
}

export function findPassword(db: Db, userId: string, id: string): Promise<PasswordRow | undefined> {
  return db.selectFrom('passwords').selectAll().where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** How many entries the person keeps and their sealed size together, leaving out `exceptId`. */
export async function vaultSize(db: Db, userId: string, exceptId?: string): Promise<{ count: number; size: number }> {
  let query = db
    .selectFrom('passwords')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number>(eb.fn<number>('length', ['data'])), eb.lit(0)).as('size'),
    ])
    .where('userId', '=', userId);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const row = await query.executeTakeFirst();
  return { count: Number(row?.count ?? 0), size: Number(row?.size ?? 0) };
}

export async function insertPassword(db: Db, row: PasswordRow): Promise<void> {
  await db.insertInto('passwords').values(row).execute();
}

/** The entry as saved; null when the person has no such entry. */
export async function updatePassword(
  db: Db,
  userId: string,
  id: string,
  changes: Pick<PasswordRow, 'data' | 'updatedAt'> & Partial<Pick<PasswordRow, 'passwordGroupId'>>,
): Promise<PasswordRow | null> {
  const result = await db
    .updateTable('passwords')
    .set(changes)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? ((await findPassword(db, userId, id)) ?? null) : null;
}

/** False when the person has no such entry. */
export async function deletePassword(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('passwords').where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deletePasswordsOfGroup(db: Db, userId: string, passwordGroupId: string): Promise<void> {
  await db
    .deleteFrom('passwords')
    .where('userId', '=', userId)
    .where('passwordGroupId', '=', passwordGroupId)
    .execute();
}

export async function deleteAllPasswords(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('passwords').where('userId', '=', userId).execute();
}
