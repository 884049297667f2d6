import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { inLockOrder } from '../../../db/lock-order';
import { newId } from '../../../lib/ids';
import { dropRollups, moveRollups } from '../rollups/rollups';
import { rowsOf, type PersonRef, type TimeScope } from '../time-scope';

/** The person's sub groups (Kysely only). */

export interface SubGroupRow {
  id: string;
  name: string;
  timeGroupId: string;
}

/** The person's sub groups (or, in the shared scope, those of the groups shared with them). */
export function listSubGroups(
  db: Db,
  userId: string,
  timeGroupId?: string,
  scope: TimeScope = 'own',
): Promise<SubGroupRow[]> {
  return subGroupsQuery(db, userId, timeGroupId, scope).execute();
}

/** The sub groups `listSubGroups` reads, as a select. */
export function subGroupsQuery(db: Db, userId: PersonRef, timeGroupId?: string, scope: TimeScope = 'own') {
  let query = db
    .selectFrom('subGroups')
    .select(['id', 'name', 'timeGroupId'])
    .where(rowsOf(db, scope, userId))
    .orderBy('nameKey');
  if (timeGroupId) query = query.where('timeGroupId', '=', timeGroupId);
  return query;
}

export function findSubGroup(db: Db, userId: string, subGroupId: string): Promise<SubGroupRow | undefined> {
  return db
    .selectFrom('subGroups')
    .select(['id', 'name', 'timeGroupId'])
    .where('userId', '=', userId)
    .where('id', '=', subGroupId)
    .executeTakeFirst();
}

/** A sub group by id with its owner, whoever that is (the caller asks sharing). */
export function findAnySubGroup(db: Db, subGroupId: string): Promise<(SubGroupRow & { userId: string }) | undefined> {
  return db
    .selectFrom('subGroups')
    .select(['id', 'name', 'timeGroupId', 'userId'])
    .where('id', '=', subGroupId)
    .executeTakeFirst();
}

export function findSubGroupByName(db: Db, timeGroupId: string, name: string) {
  return db
    .selectFrom('subGroups')
    .select(['id', 'name', 'timeGroupId'])
    .where('timeGroupId', '=', timeGroupId)
    .where('nameKey', '=', name.toLowerCase())
    .executeTakeFirst();
}

export async function insertSubGroup(
  tx: Db,
  row: { id: string; userId: string; timeGroupId: string; name: string; createdAt: number },
): Promise<void> {
  await tx
    .insertInto('subGroups')
    .values({ ...row, nameKey: row.name.toLowerCase() })
    .execute();
}

export async function renameSubGroup(tx: Db, userId: string, subGroupId: string, name: string): Promise<void> {
  await tx
    .updateTable('subGroups')
    .set({ name, nameKey: name.toLowerCase() })
    .where('userId', '=', userId)
    .where('id', '=', subGroupId)
    .execute();
}

/**
 * Locks a sub group's row for the rest of the transaction with a write that changes nothing (a
 * row lock on PostgreSQL, the write lock on SQLite; docs/architecture.md, "Concurrent writes"),
 * and answers whether it still exists. Every flow that writes stamps into a sub group, or moves or
 * deletes its stamps, locks it first, so a stamp is never written into one a move or a delete has
 * just emptied and removed.
 */
export async function lockSubGroup(tx: Db, userId: string, subGroupId: string): Promise<boolean> {
  const result = await tx
    .updateTable('subGroups')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('userId', '=', userId)
    .where('id', '=', subGroupId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function removeSubGroupRow(tx: Db, userId: string, subGroupId: string): Promise<void> {
  await tx.deleteFrom('subGroupTags').where('userId', '=', userId).where('subGroupId', '=', subGroupId).execute();
  await tx.deleteFrom('subGroups').where('userId', '=', userId).where('id', '=', subGroupId).execute();
}

/** Deletes a sub group with its stamps, rollups and tag links (run it in a transaction). */
export async function deleteSubGroup(tx: Db, userId: string, subGroupId: string): Promise<void> {
  await lockSubGroup(tx, userId, subGroupId);
  await tx.deleteFrom('timeStamps').where('userId', '=', userId).where('subGroupId', '=', subGroupId).execute();
  await dropRollups(tx, userId, [subGroupId]);
  await removeSubGroupRow(tx, userId, subGroupId);
}

/** What a move did: moved, refused (two running stamps would meet), or found a sub group gone. */
export type SubGroupMove = 'moved' | 'running' | 'gone';

/**
 * Moves every stamp of a sub group into another (possibly of another time group; the stamps
 * take its timeGroupId), then removes the source. Both are locked first, in lock order
 * (inLockOrder, as every write that takes several sub groups), so stamps written into either
 * meanwhile are moved or wait. Two running stamps may not meet: nothing moves then. Run it in a
 * transaction.
 */
export async function moveSubGroup(tx: Db, userId: string, from: SubGroupRow, to: SubGroupRow): Promise<SubGroupMove> {
  for (const id of inLockOrder([from.id, to.id])) if (!(await lockSubGroup(tx, userId, id))) return 'gone';
  const running = await tx
    .selectFrom('timeStamps')
    .select('subGroupId')
    // Both are the person's; this shape reads the partial index of running stamps.
    .where('subGroupId', 'in', [from.id, to.id])
    .where('ended', '=', sql.lit(0))
    .execute();
  if (new Set(running.map((row) => row.subGroupId)).size === 2) return 'running';
  await tx
    .updateTable('timeStamps')
    .set({ subGroupId: to.id, timeGroupId: to.timeGroupId })
    .where('userId', '=', userId)
    .where('subGroupId', '=', from.id)
    .execute();
  await moveRollups(tx, userId, from.id, { subGroupId: to.id, timeGroupId: to.timeGroupId });
  await removeSubGroupRow(tx, userId, from.id);
  return 'moved';
}

/**
 * The id of the time group's sub group with that name (ignoring case), created when there is
 * none, and locked (lockSubGroup) for the caller's transaction: a sub group moved or deleted
 * meanwhile is made again. Null when a concurrent write took the name in a way this cannot read back.
 */
export async function findOrCreateSubGroupByName(
  db: Db,
  userId: string,
  timeGroupId: string,
  name: string,
): Promise<string | null> {
  const nameKey = name.toLowerCase();
  // Found and locked in one statement; one that a move removes while this waits is not found.
  const find = () =>
    db
      .updateTable('subGroups')
      .set((eb) => ({ name: eb.ref('name') }))
      .where('timeGroupId', '=', timeGroupId)
      .where('nameKey', '=', nameKey)
      .returning('id')
      .executeTakeFirst();
  const existing = await find();
  if (existing) return existing.id;
  await db
    .insertInto('subGroups')
    .values({ id: newId(), userId, timeGroupId, name, nameKey, createdAt: Date.now() })
    .onConflict((oc) => oc.columns(['timeGroupId', 'nameKey']).doNothing())
    .execute();
  return (await find())?.id ?? null;
}
