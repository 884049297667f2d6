import { UNMATCHED_KEEP_MS, type HeartbeatAnswer } from '@ordna/contract/time/heartbeats';
import { MAX_STAMP_MS, MAX_UNMATCHED_KEPT } from '@ordna/contract/time/limits';
import type { Db, Dialect } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import {
  classifyHeartbeats,
  findRule,
  mergeHeartbeatRuns,
  sortRules,
  type IncomingHeartbeat,
  type RuleForMatching,
} from './heartbeat-rules';
import type { UrlRulesTable } from '../time.tables';
import { timeGroupStore } from '../groups/time-groups.store';
import { RollupBatch } from '../rollups/rollups';
import { foldRepeats } from './unmatched-repeats';
import {
  deleteUnmatched,
  insertUnmatched,
  trimUnmatched,
  unmatchedOfUrls,
  unmatchedPage,
  updateUnmatched,
  type UnmatchedRow,
} from './unmatched.store';
import {
  changeStamp,
  deleteStamp,
  extendStamp,
  findOrCreateSubGroup,
  insertStamp,
} from '../stamps/stamp-writes.service';

export interface HeartbeatContext {
  now: number;
  pulseMs: number;
  timeZone: string;
}

/**
 * The person's rules whose time group still exists. On PostgreSQL the rows are locked, in id order
 * (as a time group's delete locks its rules, lockRulesOfGroup), so two batches of one person fold
 * into the same stamps one after the other (SQLite runs one write transaction at a time anyway).
 */
async function lockRules(tx: Db, dialect: Dialect, userId: string): Promise<UrlRulesTable[]> {
  const query = tx
    .selectFrom('urlRules')
    .innerJoin('timeGroups', 'timeGroups.id', 'urlRules.timeGroupId')
    .selectAll('urlRules')
    .where('urlRules.userId', '=', userId)
    .where('timeGroups.userId', '=', userId)
    .orderBy('urlRules.id');
  return dialect === 'postgres' ? query.forUpdate('urlRules').execute() : query.execute();
}

/**
 * Folds one rule's heartbeat times into its automatic stamps (extending, joining or starting
 * them). The rule's time group is locked before any stamp is read, and the sub group of a new
 * stamp before any stamp changes; the rollups' changes go into the batch's `rollups`, written
 * after all its stamps: the time area's lock order (docs/architecture.md, "The time area's lock
 * order"), so a write of the same group at once waits for this batch or this batch for it.
 * (A batch never reopens a stamp or moves one, so it locks no sub group of a stamp it changes.)
 */
async function foldIntoStamps(
  tx: Db,
  userId: string,
  rule: UrlRulesTable,
  runs: { start: number; end: number }[],
  context: HeartbeatContext,
  rollups: RollupBatch,
): Promise<void> {
  // The rules are locked (lockRules), so a delete of the group waits: it is there.
  await timeGroupStore.lock(tx, userId, rule.timeGroupId);
  const first = Math.min(...runs.map((run) => run.start));
  const last = Math.max(...runs.map((run) => run.end));
  // Only stamps a heartbeat could reach: starting by a pulse after the last, ending by a pulse before the first.
  const rows = await tx
    .selectFrom('heartbeatStamps')
    .innerJoin('timeStamps', 'timeStamps.id', 'heartbeatStamps.stampId')
    .selectAll('timeStamps')
    .where('heartbeatStamps.ruleId', '=', rule.id)
    .where('heartbeatStamps.userId', '=', userId)
    .where('timeStamps.userId', '=', userId)
    .where('timeStamps.startTime', '<=', last + context.pulseMs)
    .where((eb) =>
      eb.or([eb('timeStamps.endTime', 'is', null), eb('timeStamps.endTime', '>=', first - context.pulseMs)]),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const spans = rows.map((row) => ({ stampId: row.id, start: row.startTime, end: row.ended ? row.endTime : null }));
  const plan = mergeHeartbeatRuns(spans, runs, context.pulseMs, MAX_STAMP_MS);
  const subGroupId = plan.created.length
    ? await findOrCreateSubGroup(tx, userId, rule.timeGroupId, rule.subGroupName)
    : null;
  for (const stampId of plan.removed) await deleteStamp(tx, byId.get(stampId)!, rollups);
  for (const { stampId, start, end } of plan.changed) {
    const before = byId.get(stampId)!;
    if (start === before.startTime && end !== null) await extendStamp(tx, userId, stampId, end, rollups);
    else await changeStamp(tx, before, { ...before, startTime: start, endTime: end }, rollups);
  }
  if (subGroupId === null) return;
  for (const span of plan.created) {
    const stampId = await insertStamp(
      tx,
      { userId, timeGroupId: rule.timeGroupId, subGroupId, startTime: span.start, endTime: span.end, auto: true },
      rollups,
    );
    await tx.insertInto('heartbeatStamps').values({ stampId, ruleId: rule.id, userId }).execute();
  }
}

async function foldAll(tx: Db, userId: string, timesByRule: Map<UrlRulesTable, number[]>, context: HeartbeatContext) {
  let matched = 0;
  const rollups = new RollupBatch(context.timeZone);
  for (const [rule, times] of timesByRule) {
    matched += times.length;
    const runs = times.map((time) => ({ start: time, end: time }));
    await foldIntoStamps(tx, userId, rule, runs, context, rollups);
  }
  await rollups.write(tx);
  return matched;
}

/**
 * A batch of heartbeats, in one transaction: each goes to the first rule that matches it and
 * extends or starts that rule's automatic stamp; the rest are kept (14 days, repeats folded,
 * within the caps) for making rules.
 */
export async function processHeartbeats(
  db: Db,
  dialect: Dialect,
  userId: string,
  heartbeats: IncomingHeartbeat[],
  context: HeartbeatContext,
): Promise<HeartbeatAnswer> {
  return inTransaction(db, async (tx) => {
    const rules = await lockRules(tx, dialect, userId);
    const { timesByRule, unmatched } = classifyHeartbeats<UrlRulesTable & RuleForMatching, IncomingHeartbeat>(
      rules,
      heartbeats,
    );
    const matched = await foldAll(tx, userId, timesByRule, context);
    const keepFrom = context.now - UNMATCHED_KEEP_MS;
    const kept = unmatched.filter((heartbeat) => heartbeat.time >= keepFrom);
    if (kept.length > 0) {
      const since = Math.min(...kept.map((heartbeat) => heartbeat.time)) - context.pulseMs;
      const urls = [...new Set(kept.map((heartbeat) => heartbeat.url))];
      const existing = await unmatchedOfUrls(tx, userId, urls, since);
      const { changed, created, removed } = foldRepeats(userId, existing, kept, context.pulseMs);
      await deleteUnmatched(tx, userId, removed);
      for (const row of changed) await updateUnmatched(tx, row);
      await insertUnmatched(tx, created);
    }
    await trimUnmatched(tx, userId, keepFrom);
    return { accepted: heartbeats.length, matched };
  });
}

/** Kept rows read, matched and deleted per transaction when rules are applied to them. */
const APPLY_CHUNK = 500;

/**
 * After a rule is made or changed: the kept heartbeats that a rule now matches become stamps
 * (as if they had just arrived) and leave the unmatched list. A chunk of kept rows at a time, each
 * in its own transaction, so no transaction holds the database for long; the caps on kept rows
 * bound the chunks. Answers how many heartbeats did.
 */
export async function applyRulesToUnmatched(
  db: Db,
  dialect: Dialect,
  userId: string,
  context: HeartbeatContext,
): Promise<number> {
  let applied = 0;
  let afterId = '';
  for (let chunk = 0; chunk * APPLY_CHUNK < MAX_UNMATCHED_KEPT; chunk++) {
    const page = await inTransaction(db, async (tx) => {
      const rules = await lockRules(tx, dialect, userId);
      const kept = await unmatchedPage(tx, userId, context.now - UNMATCHED_KEEP_MS, afterId, APPLY_CHUNK);
      const sorted = sortRules(rules);
      const runsByRule = new Map<UrlRulesTable, { start: number; end: number }[]>();
      const nowMatched: UnmatchedRow[] = [];
      for (const row of kept) {
        const rule = findRule(sorted, row);
        if (!rule) continue;
        runsByRule.set(rule, [...(runsByRule.get(rule) ?? []), { start: row.time, end: row.lastSeen }]);
        nowMatched.push(row);
      }
      const rollups = new RollupBatch(context.timeZone);
      for (const [rule, runs] of runsByRule) await foldIntoStamps(tx, userId, rule, runs, context, rollups);
      await rollups.write(tx);
      await deleteUnmatched(
        tx,
        userId,
        nowMatched.map((row) => row.id),
      );
      applied += nowMatched.reduce((sum, row) => sum + row.count, 0);
      return kept;
    });
    if (page.length < APPLY_CHUNK) break;
    afterId = page[page.length - 1]!.id;
  }
  return applied;
}
