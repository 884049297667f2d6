import { MAX_STAMP_MS } from '@ordna/contract/time/limits';
import { timeRefusals } from '@ordna/contract/time/refusals';
import type { Db } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { newId } from '../../../lib/ids';
import { changeRollups, type RollupTarget, type StampSpan } from '../rollups/rollups';
import { timeGroupStore } from '../groups/time-groups.store';
import { findOrCreateSubGroupByName, lockSubGroup } from '../sub-groups/sub-groups.store';
import {
  deleteIfUnchanged,
  findStampRow,
  insertStampRow,
  otherStampRunning,
  writeIfUnchanged,
  type StampRow,
} from './stamp-writes.store';
import { withUniqueName } from '../../../http/named-containers';

/**
 * Every change to stamps goes through here so the rollups change in the same transaction.
 * Heartbeats use insertStamp, extendStamp, changeStamp and deleteStamp too; each accepts a
 * database or a transaction (a database opens its own transaction), and the person's time zone
 * (the rollups change in the write) or a RollupBatch that writes a batch's rollups after all its stamps.
 */

export interface NewStamp {
  userId: string;
  timeGroupId: string;
  subGroupId: string;
  startTime: number;
  endTime: number | null;
  auto: boolean;
  description?: string;
}

/** The stamp's new values after an edit (the route decides them from the request). */
export interface StampChange {
  subGroupId: string;
  timeGroupId: string;
  startTime: number;
  endTime: number | null;
  description: string;
}

/**
 * A stamp ends after it starts and lasts at most MAX_STAMP_MS; a running one counts up to `now`
 * (when given). The rollups cost a row per day of a stamp, so this bounds every write's work.
 */
export function assertStampSpan(startTime: number, endTime: number | null, now?: number): void {
  if (endTime !== null && endTime < startTime) throw badRequest(timeRefusals.endBeforeStart);
  const end = endTime ?? now;
  if (end !== undefined && end - startTime > MAX_STAMP_MS) throw badRequest(timeRefusals.stampTooLong);
}

export function spanOf(row: StampRow): StampSpan {
  const { userId, timeGroupId, subGroupId, startTime, auto } = row;
  return { userId, timeGroupId, subGroupId, startTime, auto, endTime: row.ended ? row.endTime : null };
}

async function assertNoOtherRunning(tx: Db, subGroupId: string, exceptId?: string): Promise<void> {
  if (await otherStampRunning(tx, subGroupId, exceptId)) throw conflict(timeRefusals.subGroupRunning);
}

/** Locks the sub group a stamp goes to; gone, it is a sub group moved away (404) or the stamp's own, moved with it (409). */
async function lockPlace(tx: Db, before: StampRow, next: StampRow): Promise<void> {
  if (await lockSubGroup(tx, next.userId, next.subGroupId)) return;
  if (next.subGroupId !== before.subGroupId) throw notFound(timeRefusals.subGroupNotFound);
  throw conflict(timeRefusals.stampChanged);
}

/** A second running stamp in one sub group loses on the unique index: the same 409. */
async function oneRunningPerSubGroup<T>(write: () => Promise<T>): Promise<T> {
  return withUniqueName(timeRefusals.subGroupRunning, write);
}

/**
 * Adds a stamp (running when endTime is null) and its rollups; answers its id. Its sub group
 * comes from findOrCreateSubGroup in the same transaction, which locked it.
 */
export async function insertStamp(db: Db, input: NewStamp, rollups: RollupTarget): Promise<string> {
  assertStampSpan(input.startTime, input.endTime);
  const row: StampRow = {
    id: newId(),
    userId: input.userId,
    timeGroupId: input.timeGroupId,
    subGroupId: input.subGroupId,
    startTime: input.startTime,
    endTime: input.endTime,
    ended: input.endTime === null ? 0 : 1,
    auto: input.auto ? 1 : 0,
    description: input.description ?? '',
  };
  await oneRunningPerSubGroup(() =>
    inTransaction(db, async (tx) => {
      if (row.ended === 0) await assertNoOtherRunning(tx, row.subGroupId);
      await insertStampRow(tx, row);
      await changeRollups(tx, null, spanOf(row), rollups);
    }),
  );
  return row.id;
}

/**
 * Edits a stamp (times, end, reopen, sub group) and its rollups; answers the new row, or what
 * `readBack` reads in the same transaction: an edit that committed never answers "not found"
 * because something (a group's delete) took the stamp right after it.
 */
export async function changeStamp(
  db: Db,
  before: StampRow,
  change: StampChange,
  rollups: RollupTarget,
): Promise<StampRow>;
export async function changeStamp<T>(
  db: Db,
  before: StampRow,
  change: StampChange,
  rollups: RollupTarget,
  readBack: (tx: Db) => Promise<T>,
): Promise<T>;
export async function changeStamp<T>(
  db: Db,
  before: StampRow,
  change: StampChange,
  rollups: RollupTarget,
  readBack?: (tx: Db) => Promise<T>,
): Promise<StampRow | T> {
  assertStampSpan(change.startTime, change.endTime);
  const next: StampRow = { ...before, ...change, ended: change.endTime === null ? 0 : 1 };
  return oneRunningPerSubGroup(() =>
    inTransaction(db, async (tx) => {
      // Into another sub group, or running: the sub group is locked first (a move or a delete of
      // it waits, or has already gone). An end or a new time in place needs only the stamp's row.
      if (next.subGroupId !== before.subGroupId || next.ended === 0) await lockPlace(tx, before, next);
      if (next.ended === 0) await assertNoOtherRunning(tx, next.subGroupId, next.id);
      if (!(await writeIfUnchanged(tx, before, next))) throw conflict(timeRefusals.stampChanged);
      await changeRollups(tx, spanOf(before), spanOf(next), rollups);
      return readBack ? readBack(tx) : next;
    }),
  );
}

/** Moves an ended stamp's end later (heartbeats); an earlier or equal end changes nothing. */
export async function extendStamp(
  db: Db,
  userId: string,
  stampId: string,
  endTime: number,
  rollups: RollupTarget,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await findStampRow(tx, userId, stampId);
    if (!before) throw notFound(timeRefusals.stampNotFound);
    if (before.ended === 0 || before.endTime === null || endTime <= before.endTime) return;
    assertStampSpan(before.startTime, endTime);
    const next: StampRow = { ...before, endTime };
    if (!(await writeIfUnchanged(tx, before, next))) throw conflict(timeRefusals.stampChanged);
    await changeRollups(tx, spanOf(before), spanOf(next), rollups);
  });
}

/** Deletes a stamp and takes its time out of the rollups. */
export async function deleteStamp(db: Db, before: StampRow, rollups: RollupTarget): Promise<void> {
  await inTransaction(db, async (tx) => {
    if (!(await deleteIfUnchanged(tx, before))) throw conflict(timeRefusals.stampChanged);
    await changeRollups(tx, spanOf(before), null, rollups);
  });
}

/**
 * The id of the sub group of that time group with that name (ignoring case), created when the
 * group has none. The time group must be the person's (else 404 'Time group not found'); it is
 * locked first, then the sub group, so a delete of the group waits or has already gone.
 */
export async function findOrCreateSubGroup(db: Db, userId: string, timeGroupId: string, name: string): Promise<string> {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(timeRefusals.nameAndTimeGroupRequired);
  if (!(await timeGroupStore.lock(db, userId, timeGroupId))) throw notFound(timeRefusals.timeGroupNotFound);
  const id = await findOrCreateSubGroupByName(db, userId, timeGroupId, trimmed);
  if (!id) throw conflict(timeRefusals.duplicateSubGroup);
  return id;
}
