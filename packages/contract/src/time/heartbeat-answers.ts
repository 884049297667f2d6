import { z } from 'zod';
import { MATCH_ON } from './limits';

/**
 * The answers of integration tokens, URL rules and heartbeats as zod schemas, each route
 * declares its own (docs/architecture.md, "Answers"); `@ordna/contract/time/heartbeats` exports the
 * types too.
 */

export const integrationTokenAnswer = z.object({
  _id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type IntegrationToken = z.infer<typeof integrationTokenAnswer>;

/** The answer to creating a token: the only time the token itself is shown. */
export const integrationTokenCreatedAnswer = z.object({ _id: z.string(), name: z.string(), token: z.string() });
export type IntegrationTokenCreated = z.infer<typeof integrationTokenCreatedAnswer>;

export const urlRuleAnswer = z.object({
  _id: z.string(),
  pattern: z.string(),
  matchOn: z.enum(MATCH_ON),
  timeGroupId: z.string(),
  /** The time group's name, for lists (empty when the group is gone). */
  timeGroupName: z.string(),
  subGroupName: z.string(),
  createdAt: z.string(),
});
export type UrlRule = z.infer<typeof urlRuleAnswer>;

/** Creating or editing a rule answers the rule and how many kept heartbeats it turned into stamps. */
export const urlRuleSavedAnswer = urlRuleAnswer.extend({ applied: z.number() });
export type UrlRuleSaved = z.infer<typeof urlRuleSavedAnswer>;

/** POST /heartbeat: how many heartbeats were taken and how many matched a rule. */
export const heartbeatAnswer = z.object({ accepted: z.number(), matched: z.number() });
export type HeartbeatAnswer = z.infer<typeof heartbeatAnswer>;

/** The kept unmatched heartbeats of one host. */
export const unmatchedHostAnswer = z.object({
  host: z.string(),
  count: z.number(),
  lastSeen: z.string(),
  sampleUrl: z.string(),
  sampleTitle: z.string().nullable(),
  /** The most recent heartbeat of the host. */
  heartbeatId: z.string(),
});
export type UnmatchedHost = z.infer<typeof unmatchedHostAnswer>;

export const heartbeatRecordAnswer = z.object({
  _id: z.string(),
  host: z.string(),
  url: z.string(),
  title: z.string().nullable(),
  time: z.string(),
});
export type Heartbeat = z.infer<typeof heartbeatRecordAnswer>;

/** DELETE /heartbeat?host=: how many kept heartbeats of the host were forgotten. */
export const forgottenHeartbeatsAnswer = z.object({ forgotten: z.number() });

/** GET /heartbeat: one kept heartbeat (heartbeatId), or the unmatched ones by host. */
export const heartbeatReadAnswer = z.union([heartbeatRecordAnswer, z.array(unmatchedHostAnswer)]);

/**
 * POST /device-shutdown: whether this device's shutdown ends stamps (device shutdown on and the
 * device not left out) and how many running stamps it ended.
 */
export const deviceShutdownAnswer = z.object({ applies: z.boolean(), ended: z.number() });
export type DeviceShutdownAnswer = z.infer<typeof deviceShutdownAnswer>;
