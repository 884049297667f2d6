import { sql } from 'kysely';
import type { ShareRole } from '@ordna/contract/sharing';
import type { Db } from '../../db/database';
import { sharedWithTable } from '../sharing/public';

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
export async function listVisibleGroups(db: Db, personId: string) {
  const own = db
    .selectFrom('counterGroups')
    .select([
      'id',
      'name',
      'nameKey',
      sql<string | null>`null`.as('shareId'),
      sql<ShareRole | null>`null`.as('role'),
      sql<string | null>`null`.as('ownerName'),
    ])
    .where('userId', '=', personId);
  const shared = db
    .selectFrom(sharedWithTable(db, personId, 'counterGroup'))
    .innerJoin('counterGroups', 'counterGroups.id', 'shared.thingId')
    .select([
      'counterGroups.id',
      'counterGroups.name',
      'counterGroups.nameKey',
      'shared.shareId',
      'shared.role',
      'shared.ownerName',
    ]);
  const rows = await own.unionAll(shared).orderBy('nameKey').orderBy('id').execute();
  return rows.map(({ nameKey: _nameKey, ...row }) => row);
}

/** A group by id with its owner, whoever that is (the caller asks sharing). */
export function findAnyGroup(db: Db, counterGroupId: string) {
  return db
    .selectFrom('counterGroups')
    .select(['id', 'name', 'userId'])
    .where('id', '=', counterGroupId)
    .executeTakeFirst();
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
