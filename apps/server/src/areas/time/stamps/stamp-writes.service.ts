import { sql, type Kysely } from 'kysely';
import { timeMessages } from '@ordna/contract/time';
import { messages } from '@ordna/contract/messages';
import type { Database } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { newId } from '../../../lib/ids';
import type { TimeStampsTable } from '../time.tables';
import { changeRollups, type StampSpan } from '../rollups/rollups';

/**
 * Every change to stamps goes through here so the rollups change in the same transaction.
 * Other modules (heartbeats) use insertStamp, extendStamp and findOrCreateSubGroup; they accept a
 * database or a transaction (a database opens its own transaction).
 */

export type Executor = Kysely<Database>;
export type StampRow = TimeStampsTable;

export interface NewStamp {
  userId: string;
  timeGroupId: string;
  subGroupId: string;
  startTime: number;
  endTime: number | null;
  auto: boolean;
}

/** The stamp's new values after an edit (the route decides them from the request). */
export interface StampChange {
  subGroupId: string;
  timeGroupId: string;
  startTime: number;
  endTime: number | null;
}

export function inTransaction<T>(db: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** True for a unique-index violation on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT_UNIQUE'));
}

function assertOrder(startTime: number, endTime: number | null): void {
  if (endTime !== null && endTime < startTime) throw badRequest(timeMessages.endBeforeStart);
}

export function spanOf(row: StampRow): StampSpan {
  const { userId, timeGroupId, subGroupId, startTime, auto } = row;
  return { userId, timeGroupId, subGroupId, startTime, auto, endTime: row.ended ? row.endTime : null };
}

async function assertNoOtherRunning(tx: Executor, subGroupId: string, exceptId?: string) {
  // The sub group is the person's (checked by the caller). Without userId and with a literal 0,
  // SQLite answers from the partial index of running stamps instead of the sub group's stamps.
  let query = tx
    .selectFrom('timeStamps')
    .select('id')
    .where('subGroupId', '=', subGroupId)
    .where('ended', '=', sql.lit(0));
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(timeMessages.subGroupRunning);
}

/** Adds a stamp (running when endTime is null) and its rollups; answers its id. */
export async function insertStamp(db: Executor, input: NewStamp, timeZone: string): Promise<string> {
  assertOrder(input.startTime, input.endTime);
  const row: StampRow = {
    id: newId(),
    userId: input.userId,
    timeGroupId: input.timeGroupId,
    subGroupId: input.subGroupId,
    startTime: input.startTime,
    endTime: input.endTime,
    ended: input.endTime === null ? 0 : 1,
    auto: input.auto ? 1 : 0,
  };
  try {
    await inTransaction(db, async (tx) => {
      if (row.ended === 0) await assertNoOtherRunning(tx, row.subGroupId);
      await tx.insertInto('timeStamps').values(row).execute();
      await changeRollups(tx, null, spanOf(row), timeZone);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(timeMessages.subGroupRunning);
    throw error;
  }
  return row.id;
}

export async function findStampRow(db: Executor, userId: string, stampId: string): Promise<StampRow | undefined> {
  return db
    .selectFrom('timeStamps')
    .selectAll()
    .where('userId', '=', userId)
    .where('id', '=', stampId)
    .executeTakeFirst();
}

/**
 * Writes the new version only if the stamp is still what was read (another request may have
 * changed it in between on Postgres); otherwise the transaction ends with 409.
 */
async function writeIfUnchanged(tx: Executor, before: StampRow, next: StampRow): Promise<void> {
  const result = await tx
    .updateTable('timeStamps')
    .set({
      subGroupId: next.subGroupId,
      timeGroupId: next.timeGroupId,
      startTime: next.startTime,
      endTime: next.endTime,
      ended: next.ended,
    })
    .where('id', '=', before.id)
    .where('userId', '=', before.userId)
    .where('subGroupId', '=', before.subGroupId)
    .where('startTime', '=', before.startTime)
    .where('ended', '=', before.ended)
    .where((eb) => (before.endTime === null ? eb('endTime', 'is', null) : eb('endTime', '=', before.endTime)))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict(timeMessages.stampChanged);
}

/** Edits a stamp (times, end, reopen, sub group) and its rollups; answers the new row. */
export async function changeStamp(
  db: Executor,
  before: StampRow,
  change: StampChange,
  timeZone: string,
): Promise<StampRow> {
  assertOrder(change.startTime, change.endTime);
  const next: StampRow = { ...before, ...change, ended: change.endTime === null ? 0 : 1 };
  try {
    await inTransaction(db, async (tx) => {
      if (next.ended === 0) await assertNoOtherRunning(tx, next.subGroupId, next.id);
      await writeIfUnchanged(tx, before, next);
      await changeRollups(tx, spanOf(before), spanOf(next), timeZone);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(timeMessages.subGroupRunning);
    throw error;
  }
  return next;
}

/** Moves an ended stamp's end later (heartbeats); an earlier or equal end changes nothing. */
export async function extendStamp(
  db: Executor,
  userId: string,
  stampId: string,
  endTime: number,
  timeZone: string,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await findStampRow(tx, userId, stampId);
    if (!before) throw notFound('No such time stamp.');
    if (before.ended === 0 || before.endTime === null || endTime <= before.endTime) return;
    const next: StampRow = { ...before, endTime };
    await writeIfUnchanged(tx, before, next);
    await changeRollups(tx, spanOf(before), spanOf(next), timeZone);
  });
}

/** Deletes a stamp and takes its time out of the rollups. */
export async function deleteStamp(db: Executor, before: StampRow, timeZone: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const result = await tx
      .deleteFrom('timeStamps')
      .where('id', '=', before.id)
      .where('userId', '=', before.userId)
      .where('startTime', '=', before.startTime)
      .where('ended', '=', before.ended)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) throw conflict(timeMessages.stampChanged);
    await changeRollups(tx, spanOf(before), null, timeZone);
  });
}

/**
 * The id of the sub group of that time group with that name (ignoring case), created when the
 * group has none. The time group must be the person's (else 404 'Time group not found').
 */
export async function findOrCreateSubGroup(
  db: Executor,
  userId: string,
  timeGroupId: string,
  name: string,
): Promise<string> {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(messages.nameAndTimeGroupRequired);
  const group = await db
    .selectFrom('timeGroups')
    .select('id')
    .where('userId', '=', userId)
    .where('id', '=', timeGroupId)
    .executeTakeFirst();
  if (!group) throw notFound(messages.timeGroupNotFound);
  const nameKey = trimmed.toLowerCase();
  const find = () =>
    db
      .selectFrom('subGroups')
      .select('id')
      .where('timeGroupId', '=', timeGroupId)
      .where('nameKey', '=', nameKey)
      .executeTakeFirst();
  const existing = await find();
  if (existing) return existing.id;
  await db
    .insertInto('subGroups')
    .values({ id: newId(), userId, timeGroupId, name: trimmed, nameKey, createdAt: Date.now() })
    .onConflict((oc) => oc.columns(['timeGroupId', 'nameKey']).doNothing())
    .execute();
  const created = await find();
  if (!created) throw conflict(timeMessages.duplicateSubGroup);
  return created.id;
}
