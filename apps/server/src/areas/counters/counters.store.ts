import type { Db } from '../../db/database';
import { sharedThingIds } from '../sharing/public';
import type { CountersTable } from './counters.tables';
import { countRows } from '../../db/count-rows';

/** The person's counters and their changes: rows, undefined or false; the routes decide refusals. */

export type CounterRow = Omit<CountersTable, 'userId' | 'nameKey' | 'createdAt'>;

const columns = ['id', 'counterGroupId', 'name', 'step', 'unit', 'value', 'dailyGoal'] as const;

export function findCounter(db: Db, userId: string, counterId: string): Promise<CounterRow | undefined> {
  return db
    .selectFrom('counters')
    .select(columns)
    .where('userId', '=', userId)
    .where('id', '=', counterId)
    .executeTakeFirst();
}

/** A counter by id with its owner, whoever that is (the caller asks sharing). */
export function findAnyCounter(db: Db, counterId: string): Promise<(CounterRow & { userId: string }) | undefined> {
  return db
    .selectFrom('counters')
    .select([...columns, 'userId'])
    .where('id', '=', counterId)
    .executeTakeFirst();
}

/** The counters of every group shared with the person, with their owners. */
export function listSharedCounters(db: Db, personId: string): Promise<(CounterRow & { userId: string })[]> {
  return db
    .selectFrom('counters')
    .select([...columns, 'userId'])
    .where('counterGroupId', 'in', sharedThingIds(db, personId, 'counterGroup'))
    .orderBy('nameKey')
    .execute();
}

/** The counters of the given groups (all of the person's when `counterGroupIds` is undefined). */
export function listCounters(db: Db, userId: string, counterGroupIds?: string[]): Promise<CounterRow[]> {
  let query = db.selectFrom('counters').select(columns).where('userId', '=', userId);
  if (counterGroupIds) {
    if (counterGroupIds.length === 0) return Promise.resolve([]);
    query = query.where('counterGroupId', 'in', counterGroupIds);
  }
  return query.orderBy('nameKey').execute();
}

export function findCounterByName(db: Db, userId: string, counterGroupId: string, name: string) {
  return db
    .selectFrom('counters')
    .select('id')
    .where('userId', '=', userId)
    .where('counterGroupId', '=', counterGroupId)
    .where('nameKey', '=', name.toLowerCase())
    .executeTakeFirst();
}

export function countCounters(db: Db, userId: string, counterGroupId: string): Promise<number> {
  return countRows(db, 'counters', { userId, counterGroupId });
}

export async function insertCounter(db: Db, row: Omit<CountersTable, 'nameKey' | 'value'>): Promise<void> {
  await db
    .insertInto('counters')
    .values({ ...row, nameKey: row.name.toLowerCase(), value: 0 })
    .execute();
}

export async function updateCounter(
  db: Db,
  userId: string,
  counterId: string,
  fields: Partial<Pick<CountersTable, 'name' | 'step' | 'unit' | 'counterGroupId' | 'dailyGoal'>>,
): Promise<void> {
  const set = fields.name === undefined ? fields : { ...fields, nameKey: fields.name.toLowerCase() };
  if (Object.keys(set).length === 0) return;
  await db.updateTable('counters').set(set).where('userId', '=', userId).where('id', '=', counterId).execute();
}

/**
 * Adds `amount` to the value in the database itself (`value = value + amount`), so changes that
 * arrive together all count, and records the change; run it in a transaction. False when the
 * counter is not the person's.
 */
export async function addChange(
  tx: Db,
  change: { id: string; userId: string; counterId: string; personId: string; amount: number; time: number },
): Promise<boolean> {
  const updated = await tx
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', change.amount) }))
    .where('userId', '=', change.userId)
    .where('id', '=', change.counterId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  await tx
    .insertInto('counterChanges')
    .values({ ...change, kind: 'change' })
    .execute();
  return true;
}

/** Deletes a counter with its changes (run it in a transaction). */
export async function deleteCounter(tx: Db, userId: string, counterId: string): Promise<void> {
  await tx.deleteFrom('counterChanges').where('userId', '=', userId).where('counterId', '=', counterId).execute();
  await tx.deleteFrom('counters').where('userId', '=', userId).where('id', '=', counterId).execute();
}
