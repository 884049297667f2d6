import { UNMATCHED_KEEP_MS, type HeartbeatAnswer } from '@ordna/contract/heartbeats';
import type { Db, Dialect } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { newId } from '../../../lib/ids';
import { classifyHeartbeats, mergeHeartbeats, type IncomingHeartbeat, type RuleForMatching } from './heartbeat-rules';
import type { UnmatchedHeartbeatsTable, UrlRulesTable } from '../time.tables';
import { INSERT_CHUNK } from './unmatched.store';
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
 * The person's rules whose time group still exists. On PostgreSQL the rows are locked so two
 * batches of one person fold into the same stamps one after the other (SQLite runs one write
 * transaction at a time anyway).
 */
async function lockRules(tx: Db, dialect: Dialect, userId: string): Promise<UrlRulesTable[]> {
  const query = tx
    .selectFrom('urlRules')
    .innerJoin('timeGroups', 'timeGroups.id', 'urlRules.timeGroupId')
    .selectAll('urlRules')
    .where('urlRules.userId', '=', userId)
    .where('timeGroups.userId', '=', userId);
  return dialect === 'postgres' ? query.forUpdate('urlRules').execute() : query.execute();
}

/** Folds one rule's heartbeat times into its automatic stamps (extending, joining or starting them). */
async function foldIntoStamps(
  tx: Db,
  userId: string,
  rule: UrlRulesTable,
  times: number[],
  context: HeartbeatContext,
): Promise<void> {
  const first = Math.min(...times);
  const last = Math.max(...times);
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
  const plan = mergeHeartbeats(spans, times, context.pulseMs);
  const { timeZone } = context;
  for (const stampId of plan.removed) await deleteStamp(tx, byId.get(stampId)!, timeZone);
  for (const { stampId, start, end } of plan.changed) {
    const before = byId.get(stampId)!;
    if (start === before.startTime && end !== null) await extendStamp(tx, userId, stampId, end, timeZone);
    else await changeStamp(tx, before, { ...before, startTime: start, endTime: end }, timeZone);
  }
  if (!plan.created.length) return;
  const subGroupId = await findOrCreateSubGroup(tx, userId, rule.timeGroupId, rule.subGroupName);
  for (const span of plan.created) {
    const stampId = await insertStamp(
      tx,
      { userId, timeGroupId: rule.timeGroupId, subGroupId, startTime: span.start, endTime: span.end, auto: true },
      timeZone,
    );
    await tx.insertInto('heartbeatStamps').values({ stampId, ruleId: rule.id, userId }).execute();
  }
}

async function foldAll(tx: Db, userId: string, timesByRule: Map<UrlRulesTable, number[]>, context: HeartbeatContext) {
  let matched = 0;
  for (const [rule, times] of timesByRule) {
    matched += times.length;
    await foldIntoStamps(tx, userId, rule, times, context);
  }
  return matched;
}

/**
 * A batch of heartbeats, in one transaction: each goes to the first rule that matches it and
 * extends or starts that rule's automatic stamp; the rest are kept (14 days) for making rules.
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
    await tx.deleteFrom('unmatchedHeartbeats').where('userId', '=', userId).where('time', '<', keepFrom).execute();
    const kept: UnmatchedHeartbeatsTable[] = unmatched
      .filter((heartbeat) => heartbeat.time >= keepFrom)
      .map((heartbeat) => ({ id: newId(), userId, ...heartbeat }));
    for (let i = 0; i < kept.length; i += INSERT_CHUNK) {
      await tx
        .insertInto('unmatchedHeartbeats')
        .values(kept.slice(i, i + INSERT_CHUNK))
        .execute();
    }
    return { accepted: heartbeats.length, matched };
  });
}

/**
 * After a rule is made or changed: the kept heartbeats that a rule now matches become stamps
 * (as if they had just arrived) and leave the unmatched list. Answers how many did.
 */
export async function applyRulesToUnmatched(
  db: Db,
  dialect: Dialect,
  userId: string,
  context: HeartbeatContext,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const rules = await lockRules(tx, dialect, userId);
    const kept = await tx
      .selectFrom('unmatchedHeartbeats')
      .selectAll()
      .where('userId', '=', userId)
      .where('time', '>=', context.now - UNMATCHED_KEEP_MS)
      .execute();
    const { timesByRule, unmatched } = classifyHeartbeats(rules, kept);
    const stillUnmatched = new Set(unmatched.map((heartbeat) => heartbeat.id));
    const nowMatched = kept.filter((heartbeat) => !stillUnmatched.has(heartbeat.id)).map((heartbeat) => heartbeat.id);
    await foldAll(tx, userId, timesByRule, context);
    for (let i = 0; i < nowMatched.length; i += INSERT_CHUNK) {
      await tx
        .deleteFrom('unmatchedHeartbeats')
        .where('userId', '=', userId)
        .where('id', 'in', nowMatched.slice(i, i + INSERT_CHUNK))
        .execute();
    }
    return nowMatched.length;
  });
}
