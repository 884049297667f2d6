import type { Db } from '../../db/database';
import { countRows } from '../../db/count-rows';
import type { ContainerStore } from '../../db/named-container-store';
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

export async function deleteAllGroups(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('passwordGroups').where('userId', '=', userId).execute();
}

/** The vault's groups as a container store: nameless (their names are sealed in the browser). */
export const passwordGroupStore: ContainerStore<PasswordGroupRow> = {
  count: (db, userId) => countRows(db, 'passwordGroups', { userId }),
  insert: async (db, row) => {
    await db.insertInto('passwordGroups').values(row).execute();
  },
  remove: async (db, userId, id) => {
    const result = await db
      .deleteFrom('passwordGroups')
      .where('userId', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },
};
