import { MAX_URL_RULES, normalizePattern } from '@ordna/contract/time/heartbeats';
import type { UrlRuleSaved } from '@ordna/contract/time/heartbeats';
import { timeRefusals } from '@ordna/contract/time/refusals';
import type { AreaRoutes } from '../../../http/context';
import { ok } from '../../../http/envelope';
import { inTransaction } from '../../../db/transaction';
import { signedInOf } from '../../../http/signed-in';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { newId } from '../../../lib/ids';
import { preferencesOf } from '../../auth/public';
import { reachGroup } from '../time-access';
import { applyRulesToUnmatched } from './heartbeats.service';
import {
  countUrlRules,
  deleteUrlRule,
  findSameRule,
  findUrlRule,
  insertUrlRule,
  listUrlRules,
  toUrlRule,
  unlinkRuleStamps,
  updateUrlRule,
} from './url-rules.store';
import { route } from '../../../http/endpoint-route';
import { timeEndpoints } from '@ordna/contract/time/endpoints';

/** URL rules: which heartbeats become automatic stamps, and in which time group and sub group. */
export const urlRuleRoutes: AreaRoutes = async (app, deps) => {
  const { db, clock } = deps;

  /** Turns the kept heartbeats the rules now match into stamps, when asked to. */
  async function applyIfAsked(userId: string, asked: boolean | undefined): Promise<number> {
    if (!asked) return 0;
    const { timeZone, heartbeatPulseMs } = await preferencesOf(db, { userId });
    return applyRulesToUnmatched(db, deps.dialect, userId, { now: clock(), pulseMs: heartbeatPulseMs, timeZone });
  }

  route(app, timeEndpoints.readUrlRule, async (request) => {
    const { userId } = signedInOf(request);
    return ok((await listUrlRules(db, userId)).map(toUrlRule));
  });

  route(app, timeEndpoints.createUrlRule, async (request, reply) => {
    const { userId } = signedInOf(request);
    const body = request.body;
    const check = normalizePattern(body.matchOn, body.pattern);
    if (!check.ok) throw badRequest(check.refusal);
    // Rules stamp automatically: only into the person's own groups, never one shared with them.
    await reachGroup(db, userId, body.timeGroupId, 'own');
    if ((await countUrlRules(db, userId)) >= MAX_URL_RULES) {
      throw badRequest(timeRefusals.tooManyUrlRules);
    }
    const rule = { matchOn: body.matchOn, pattern: check.pattern };
    if (await findSameRule(db, userId, rule)) throw conflict(timeRefusals.duplicateUrlRule);
    const id = newId();
    const row = {
      id,
      userId,
      ...rule,
      timeGroupId: body.timeGroupId,
      subGroupName: body.subGroupName,
      createdAt: clock(),
    };
    try {
      await insertUrlRule(db, row);
    } catch (error) {
      // Two saves of one rule at once: the unique index decides.
      if (await findSameRule(db, userId, rule)) throw conflict(timeRefusals.duplicateUrlRule);
      throw error;
    }
    const applied = await applyIfAsked(userId, body.applyToUnmatched);
    const saved: UrlRuleSaved = { ...toUrlRule((await findUrlRule(db, userId, id))!), applied };
    return reply.status(201).send(ok(saved));
  });

  route(app, timeEndpoints.changeUrlRule, async (request) => {
    const { userId } = signedInOf(request);
    const body = request.body;
    const current = await findUrlRule(db, userId, body.ruleId);
    if (!current) throw notFound(timeRefusals.urlRuleNotFound);
    const matchOn = body.matchOn ?? current.matchOn;
    const check = normalizePattern(matchOn, body.pattern ?? current.pattern);
    if (!check.ok) throw badRequest(check.refusal);
    const timeGroupId = body.timeGroupId ?? current.timeGroupId;
    if (body.timeGroupId) await reachGroup(db, userId, timeGroupId, 'own');
    if (await findSameRule(db, userId, { matchOn, pattern: check.pattern }, current.id))
      throw conflict(timeRefusals.duplicateUrlRule);
    const subGroupName = body.subGroupName ?? current.subGroupName;
    const moved = timeGroupId !== current.timeGroupId || subGroupName !== current.subGroupName;
    await inTransaction(db, async (tx) => {
      await updateUrlRule(tx, userId, current.id, { matchOn, pattern: check.pattern, timeGroupId, subGroupName });
      // Its old stamps live in the old place: new heartbeats must not stretch them.
      if (moved) await unlinkRuleStamps(tx, userId, current.id);
    });
    const applied = await applyIfAsked(userId, body.applyToUnmatched);
    const saved: UrlRuleSaved = { ...toUrlRule((await findUrlRule(db, userId, current.id))!), applied };
    return ok(saved);
  });

  route(app, timeEndpoints.deleteUrlRule, async (request) => {
    const { userId } = signedInOf(request);
    const { ruleId } = request.query;
    if (!(await findUrlRule(db, userId, ruleId))) throw notFound(timeRefusals.urlRuleNotFound);
    // The rule's stamps are time the person spent: they stay, only the link goes.
    await inTransaction(db, async (tx) => {
      await unlinkRuleStamps(tx, userId, ruleId);
      await deleteUrlRule(tx, userId, ruleId);
    });
    return ok(null);
  });
};
