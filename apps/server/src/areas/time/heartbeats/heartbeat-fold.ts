import { MAX_STAMP_MS } from '@ordna/contract/time/limits';
import { timeRefusals } from '@ordna/contract/time/refusals';
import type { Db } from '../../../db/database';
import { inLockOrder } from '../../../db/lock-order';
import { badRequest, conflict } from '../../../http/errors';
import { mergeHeartbeatRuns, type MergePlan } from './heartbeat-rules';
import type { UrlRulesTable } from '../time.tables';
import { timeGroupStore } from '../groups/time-groups.store';
import { RollupBatch } from '../rollups/rollups';
import { findOrCreateSubGroupByName } from '../sub-groups/sub-groups.store';
import { changeStamp, deleteStamp, extendStamp, insertStamp } from '../stamps/stamp-writes.service';
import type { StampRow } from '../stamps/stamp-writes.store';

/**
 * Folds a batch of heartbeats (or kept runs of them) into the rules' automatic stamps, in the time
 * area's lock order (docs/architecture.md, "The time area's lock order"): first the whole batch is
 * planned (each rule's stamps read, what they become), then every time group it touches is locked
 * in lock order (inLockOrder), then every sub group a new stamp goes to (found ones in lock order,
 * then the ones it creates), then the stamps are written, then the rollups. Locking each rule's
 * group and sub group in rule order, with stamps between, would deadlock with a write taking the
 * same rows in lock order (an edit moving a stamp between two rules' sub groups, a move of one sub
 * group into another).
 */

export interface HeartbeatRun {
  start: number;
  end: number;
}

/** One rule's part of the batch: the stamps its heartbeats reach and what becomes of them. */
interface RuleFold {
  rule: UrlRulesTable;
  byId: Map<string, StampRow>;
  plan: MergePlan;
}

/** Only the rule's stamps a heartbeat could reach: starting by a pulse after the last, ending by a pulse before the first. */
async function reachableStamps(tx: Db, userId: string, ruleId: string, runs: HeartbeatRun[], pulseMs: number) {
  const first = Math.min(...runs.map((run) => run.start));
  const last = Math.max(...runs.map((run) => run.end));
  return tx
    .selectFrom('heartbeatStamps')
    .innerJoin('timeStamps', 'timeStamps.id', 'heartbeatStamps.stampId')
    .selectAll('timeStamps')
    .where('heartbeatStamps.ruleId', '=', ruleId)
    .where('heartbeatStamps.userId', '=', userId)
    .where('timeStamps.userId', '=', userId)
    .where('timeStamps.startTime', '<=', last + pulseMs)
    .where((eb) => eb.or([eb('timeStamps.endTime', 'is', null), eb('timeStamps.endTime', '>=', first - pulseMs)]))
    .execute();
}

/** The rules' time groups, locked (inLockOrder), then each rule's stamps read and folded (nothing written). */
async function planFolds(
  tx: Db,
  userId: string,
  runsByRule: Map<UrlRulesTable, HeartbeatRun[]>,
  pulseMs: number,
): Promise<RuleFold[]> {
  const groupIds = inLockOrder([...runsByRule.keys()].map((rule) => rule.timeGroupId));
  // The rules are locked (lockRules), so a delete of a group waits: they are there.
  for (const timeGroupId of groupIds) await timeGroupStore.lock(tx, userId, timeGroupId);
  const folds: RuleFold[] = [];
  for (const [rule, runs] of runsByRule) {
    const rows = await reachableStamps(tx, userId, rule.id, runs, pulseMs);
    const spans = rows.map((row) => ({ stampId: row.id, start: row.startTime, end: row.ended ? row.endTime : null }));
    const plan = mergeHeartbeatRuns(spans, runs, pulseMs, MAX_STAMP_MS);
    folds.push({ rule, byId: new Map(rows.map((row) => [row.id, row])), plan });
  }
  return folds;
}

const placeKey = (timeGroupId: string, nameKey: string) => `${timeGroupId}\n${nameKey}`;

/**
 * The sub group each rule with a new stamp writes into (by `placeKey`), locked: the ones that
 * exist in lock order (inLockOrder), still of that group and name once locked, then the ones made
 * here (new rows, which no other write holds; every write that makes one holds the group, as this
 * does).
 */
async function lockSubGroups(tx: Db, userId: string, folds: RuleFold[]): Promise<Map<string, string>> {
  const wanted = new Map<string, { timeGroupId: string; name: string; nameKey: string }>();
  for (const { rule, plan } of folds) {
    if (plan.created.length === 0) continue;
    const name = rule.subGroupName.trim();
    if (!name) throw badRequest(timeRefusals.nameAndTimeGroupRequired);
    wanted.set(placeKey(rule.timeGroupId, name.toLowerCase()), {
      timeGroupId: rule.timeGroupId,
      name,
      nameKey: name.toLowerCase(),
    });
  }
  const ids = new Map<string, string>();
  if (wanted.size === 0) return ids;
  const found = await tx
    .selectFrom('subGroups')
    .select(['id', 'timeGroupId', 'nameKey'])
    .where('userId', '=', userId)
    .where((eb) =>
      eb.or(
        [...wanted.values()].map((place) =>
          eb.and([eb('timeGroupId', '=', place.timeGroupId), eb('nameKey', '=', place.nameKey)]),
        ),
      ),
    )
    .execute();
  const foundById = new Map(found.map((row) => [row.id, row]));
  // In lock order, not SQL's (which follows the database's collation), as a move or a group's delete.
  for (const row of inLockOrder(foundById.keys()).map((id) => foundById.get(id)!)) {
    // Locked only while still that group's sub group of that name (a move may have taken it meanwhile).
    const locked = await tx
      .updateTable('subGroups')
      .set((eb) => ({ name: eb.ref('name') }))
      .where('id', '=', row.id)
      .where('timeGroupId', '=', row.timeGroupId)
      .where('nameKey', '=', row.nameKey)
      .executeTakeFirst();
    if (Number(locked.numUpdatedRows) === 1) ids.set(placeKey(row.timeGroupId, row.nameKey), row.id);
  }
  for (const [key, place] of wanted) {
    if (ids.has(key)) continue;
    const id = await findOrCreateSubGroupByName(tx, userId, place.timeGroupId, place.name);
    if (!id) throw conflict(timeRefusals.duplicateSubGroup);
    ids.set(key, id);
  }
  return ids;
}

/** Writes one rule's planned stamps; their rollups' changes go into `rollups`. */
async function writeFold(tx: Db, userId: string, fold: RuleFold, subGroupId: string | undefined, rollups: RollupBatch) {
  const { rule, byId, plan } = fold;
  for (const stampId of plan.removed) await deleteStamp(tx, byId.get(stampId)!, rollups);
  for (const { stampId, start, end } of plan.changed) {
    const before = byId.get(stampId)!;
    if (start === before.startTime && end !== null) await extendStamp(tx, userId, stampId, end, rollups);
    else await changeStamp(tx, before, { ...before, startTime: start, endTime: end }, rollups);
  }
  if (subGroupId === undefined) return;
  for (const span of plan.created) {
    const stampId = await insertStamp(
      tx,
      { userId, timeGroupId: rule.timeGroupId, subGroupId, startTime: span.start, endTime: span.end, auto: true },
      rollups,
    );
    await tx.insertInto('heartbeatStamps').values({ stampId, ruleId: rule.id, userId }).execute();
  }
}

/**
 * Folds each rule's runs into its automatic stamps (extending, joining or starting them), in
 * one transaction the caller holds with the person's rules locked. A batch never reopens or moves
 * a stamp, so it locks no sub group of a stamp it changes.
 */
export async function foldIntoStamps(
  tx: Db,
  userId: string,
  runsByRule: Map<UrlRulesTable, HeartbeatRun[]>,
  context: { pulseMs: number; timeZone: string },
): Promise<void> {
  const folds = await planFolds(tx, userId, runsByRule, context.pulseMs);
  const subGroupIds = await lockSubGroups(tx, userId, folds);
  const rollups = new RollupBatch(context.timeZone);
  for (const fold of folds) {
    const subGroupId = subGroupIds.get(placeKey(fold.rule.timeGroupId, fold.rule.subGroupName.trim().toLowerCase()));
    await writeFold(tx, userId, fold, fold.plan.created.length ? subGroupId : undefined, rollups);
  }
  await rollups.write(tx);
}
