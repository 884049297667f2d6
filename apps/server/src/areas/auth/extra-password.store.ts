import type { Db } from '../../db/database';
import type { ExtraPasswordsTable } from './auth.tables';

export type ExtraPasswordRow = ExtraPasswordsTable;

export function findExtraPassword(db: Db, userId: string): Promise<ExtraPasswordRow | undefined> {
  return db.selectFrom('extraPasswords').selectAll().where('userId', '=', userId).executeTakeFirst();
}

/** Keeps a first extra password; false when the person has one already (set elsewhere just now). */
export async function insertExtraPassword(db: Db, row: ExtraPasswordRow): Promise<boolean> {
  const result = await db
    .insertInto('extraPasswords')
    .values(row)
    .onConflict((oc) => oc.column('userId').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function replaceExtraPassword(
  db: Db,
  userId: string,
  changes: Omit<ExtraPasswordRow, 'userId' | 'createdAt'>,
): Promise<void> {
  await db.updateTable('extraPasswords').set(changes).where('userId', '=', userId).execute();
}

export async function deleteExtraPassword(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('extraPasswords').where('userId', '=', userId).execute();
}
