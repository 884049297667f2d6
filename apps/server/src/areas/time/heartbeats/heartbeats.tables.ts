import type { MatchOn } from '@ordna/contract/heartbeats';

/** A token a browser extension or script posts heartbeats with; only its SHA-256 is kept. */
export interface IntegrationTokensTable {
  id: string;
  userId: string;
  name: string;
  tokenHash: string;
  createdAt: number;
  lastUsedAt: number | null;
}

/** A pattern on a heartbeat's host or URL, mapped to a time group and a sub group name. */
export interface UrlRulesTable {
  id: string;
  userId: string;
  pattern: string;
  matchOn: MatchOn;
  timeGroupId: string;
  subGroupName: string;
  createdAt: number;
}

/** Which rule made which automatic stamp, so a heartbeat finds the rule's latest stamp. */
export interface HeartbeatStampsTable {
  stampId: string;
  ruleId: string;
  userId: string;
}

/** Heartbeats that matched no rule, kept 14 days so a person can make a rule from them. */
export interface UnmatchedHeartbeatsTable {
  id: string;
  userId: string;
  host: string;
  url: string;
  title: string | null;
  time: number;
}

export interface HeartbeatTables {
  integrationTokens: IntegrationTokensTable;
  urlRules: UrlRulesTable;
  heartbeatStamps: HeartbeatStampsTable;
  unmatchedHeartbeats: UnmatchedHeartbeatsTable;
}
