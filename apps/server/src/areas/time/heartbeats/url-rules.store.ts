import type { UrlRule } from '@ordna/contract/time/heartbeats';
import type { Db } from '../../../db/database';
import { inLockOrder } from '../../../db/lock-order';
import type { UrlRulesTable } from '../time.tables';
import { sortRules } from './heartbeat-rules';
import { countRows } from '../../../db/count-rows';

export type UrlRuleRow = UrlRulesTable & { timeGroupName: string | null };

export const toUrlRule = (row: UrlRuleRow): UrlRule => ({
  _id: row.id,
  pattern: row.pattern,
  matchOn: row.matchOn,
  timeGroupId: row.timeGroupId,
  timeGroupName: row.timeGroupName ?? '',
  subGroupName: row.subGroupName,
  createdAt: new Date(row.createdAt).toISOString(),
});

function selectRules(db: Db, userId: string) {
  return db
    .selectFrom('urlRules')
    .leftJoin('timeGroups', 'timeGroups.id', 'urlRules.timeGroupId')
    .selectAll('urlRules')
    .select('timeGroups.name as timeGroupName')
    .where('urlRules.userId', '=', userId);
}

/** The person's rules in the order heartbeats try them: the most specific first. */
export async function listUrlRules(db: Db, userId: string): Promise<UrlRuleRow[]> {
  return sortRules(await selectRules(db, userId).execute());
}

export function findUrlRule(db: Db, userId: string, ruleId: string): Promise<UrlRuleRow | undefined> {
  return selectRules(db, userId).where('urlRules.id', '=', ruleId).executeTakeFirst();
}

export function countUrlRules(db: Db, userId: string): Promise<number> {
  return countRows(db, 'urlRules', { userId });
}

/** Another of the person's rules with the same pattern on the same part of the address. */
export async function findSameRule(
  db: Db,
  userId: string,
  rule: { matchOn: string; pattern: string },
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('urlRules')
    .select('id')
    .where('userId', '=', userId)
    .where('matchOn', '=', rule.matchOn as UrlRulesTable['matchOn'])
    .where('pattern', '=', rule.pattern);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return Boolean(await query.executeTakeFirst());
}

export async function insertUrlRule(db: Db, row: UrlRulesTable): Promise<void> {
  await db.insertInto('urlRules').values(row).execute();
}

export async function updateUrlRule(
  db: Db,
  userId: string,
  ruleId: string,
  changes: Partial<Pick<UrlRulesTable, 'pattern' | 'matchOn' | 'timeGroupId' | 'subGroupName'>>,
): Promise<void> {
  await db.updateTable('urlRules').set(changes).where('userId', '=', userId).where('id', '=', ruleId).execute();
}

/**
 * Forgets which stamps the rule made, so its next heartbeat starts a new stamp (after the rule
 * moved to another group or sub group, or before it goes). The stamps themselves stay.
 */
export async function unlinkRuleStamps(db: Db, userId: string, ruleId: string): Promise<void> {
  await db.deleteFrom('heartbeatStamps').where('userId', '=', userId).where('ruleId', '=', ruleId).execute();
}

/**
 * Locks the rules that start stamps in a time group, one by one in lock order (inLockOrder, the
 * order a batch of heartbeats locks them in, lockRules), with a write that changes nothing: a time
 * group's delete takes them before the group, as a batch does before it writes into the group's
 * sub groups.
 */
export async function lockRulesOfGroup(tx: Db, userId: string, timeGroupId: string): Promise<void> {
  const rules = await tx
    .selectFrom('urlRules')
    .select('id')
    .where('userId', '=', userId)
    .where('timeGroupId', '=', timeGroupId)
    .execute();
  for (const id of inLockOrder(rules.map((rule) => rule.id))) {
    await tx
      .updateTable('urlRules')
      .set((eb) => ({ pattern: eb.ref('pattern') }))
      .where('userId', '=', userId)
      .where('id', '=', id)
      .execute();
  }
}

export async function deleteUrlRule(db: Db, userId: string, ruleId: string): Promise<void> {
  await db.deleteFrom('urlRules').where('userId', '=', userId).where('id', '=', ruleId).execute();
}
