import { UNMATCHED_KEEP_MS, type HeartbeatAnswer } from '@ordna/contract/time/heartbeats';
import { MAX_UNMATCHED_KEPT } from '@ordna/contract/time/limits';
import type { Db, Dialect } from '../../../db/database';
import { lockOrderOf } from '../../../db/lock-order';
import { inTransaction } from '../../../db/transaction';
import {
  classifyHeartbeats,
  findRule,
  sortRules,
  type IncomingHeartbeat,
  type RuleForMatching,
} from './heartbeat-rules';
import type { UrlRulesTable } from '../time.tables';
import { foldIntoStamps, type HeartbeatRun } from './heartbeat-fold';
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

export interface HeartbeatContext {
  now: number;
  pulseMs: number;
  timeZone: string;
}

/**
 * The person's rules whose time group still exists. On PostgreSQL the rows are locked in one
 * statement, in lock order (`lockOrderOf`: byte order, whatever the database's collation), the
 * order a time group's delete locks its rules in one by one (lockRulesOfGroup, inLockOrder), so
 * the two wait for each other and two batches of one person fold into the same stamps one after
 * the other (SQLite runs one write transaction at a time anyway). SQL's own `ORDER BY id` would
 * agree with the delete only while the delete sorted in SQL too: every lock takes lock order instead.
 */
async function lockRules(tx: Db, dialect: Dialect, userId: string): Promise<UrlRulesTable[]> {
  const query = tx
    .selectFrom('urlRules')
    .innerJoin('timeGroups', 'timeGroups.id', 'urlRules.timeGroupId')
    .selectAll('urlRules')
    .where('urlRules.userId', '=', userId)
    .where('timeGroups.userId', '=', userId)
    .orderBy(lockOrderOf(dialect, 'urlRules.id'));
  return dialect === 'postgres' ? query.forUpdate('urlRules').execute() : query.execute();
}

/** Each rule's heartbeat times folded into its automatic stamps; answers how many heartbeats matched. */
async function foldAll(tx: Db, userId: string, timesByRule: Map<UrlRulesTable, number[]>, context: HeartbeatContext) {
  let matched = 0;
  const runsByRule = new Map<UrlRulesTable, HeartbeatRun[]>();
  for (const [rule, times] of timesByRule) {
    matched += times.length;
    const runs = times.map((time) => ({ start: time, end: time }));
    runsByRule.set(rule, runs);
  }
  await foldIntoStamps(tx, userId, runsByRule, context);
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
      const runsByRule = new Map<UrlRulesTable, HeartbeatRun[]>();
      const nowMatched: UnmatchedRow[] = [];
      for (const row of kept) {
        const rule = findRule(sorted, row);
        if (!rule) continue;
        runsByRule.set(rule, [...(runsByRule.get(rule) ?? []), { start: row.time, end: row.lastSeen }]);
        nowMatched.push(row);
      }
      await foldIntoStamps(tx, userId, runsByRule, context);
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
