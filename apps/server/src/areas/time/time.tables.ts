import type { Generated } from 'kysely';
import type { MatchOn } from '@ordna/contract/time/heartbeats';

/**
 * The time area's tables. Instants are epoch ms (bigint), booleans 0/1 integers, days 'YYYY-MM-DD'
 * in the person's time zone. The rollup tables are kept by `stamps/stamp-writes.service.ts` in the same
 * transaction as every stamp change, so the group list never scans stamps outside its windows.
 */
export interface TimeGroupsTable {
  id: string;
  userId: string;
  name: string;
  /** Lower-cased name: one group per name and person, ignoring case. */
  nameKey: string;
  createdAt: number;
}

export interface SubGroupsTable {
  id: string;
  userId: string;
  timeGroupId: string;
  name: string;
  /** Lower-cased name: one sub group per name within a time group, ignoring case. */
  nameKey: string;
  createdAt: number;
}

export interface TimeStampsTable {
  id: string;
  userId: string;
  timeGroupId: string;
  subGroupId: string;
  startTime: number;
  endTime: number | null;
  ended: number;
  auto: number;
  /** What was done, '' when nothing was written (bounded by STAMP_DESCRIPTION_MAX); '' when an insert leaves it out. */
  description: Generated<string>;
}

export interface TimeTagsTable {
  id: string;
  userId: string;
  title: string;
  titleKey: string;
}

export interface TimeGroupTagsTable {
  timeGroupId: string;
  tagId: string;
  userId: string;
}

export interface SubGroupTagsTable {
  subGroupId: string;
  tagId: string;
  userId: string;
}

/** Ended stamps' ms per local day (a stamp over midnight split per day); count = stamps starting that day. */
export interface TimeDayTotalsTable {
  userId: string;
  timeGroupId: string;
  subGroupId: string;
  day: string;
  auto: number;
  ms: number;
  count: number;
}

/**
 * The same per calendar week (grain 'week', start = its Monday) and month (grain 'month', start =
 * its first day), so the list reads a handful of rows per sub group for its week and month windows.
 */
export interface TimePeriodTotalsTable {
  userId: string;
  timeGroupId: string;
  subGroupId: string;
  grain: 'week' | 'month';
  start: string;
  auto: number;
  ms: number;
  count: number;
}

/** Ended stamps' all-time ms and count per sub group. */
export interface TimeSubGroupTotalsTable {
  userId: string;
  timeGroupId: string;
  subGroupId: string;
  auto: number;
  ms: number;
  count: number;
}

/**
 * A time group's sums of its sub groups' rows above, per day (grain 'day', start = the day), week,
 * month, and all time (grain 'all', start ''): the group list reads one row per group and window.
 */
export interface TimeGroupTotalsTable {
  userId: string;
  timeGroupId: string;
  grain: 'day' | 'week' | 'month' | 'all';
  start: string;
  auto: number;
  ms: number;
  count: number;
}

/**
 * An upper bound of the person's longest ended stamp, so "stamps overlapping a range" reads only
 * stamps starting within [range start − longest, range end) through the (userId, startTime) index.
 */
export interface TimeUserBoundsTable {
  userId: string;
  longestMs: number;
}

export interface TimeTables {
  timeGroups: TimeGroupsTable;
  subGroups: SubGroupsTable;
  timeStamps: TimeStampsTable;
  timeTags: TimeTagsTable;
  timeGroupTags: TimeGroupTagsTable;
  subGroupTags: SubGroupTagsTable;
  timeDayTotals: TimeDayTotalsTable;
  timePeriodTotals: TimePeriodTotalsTable;
  timeSubGroupTotals: TimeSubGroupTotalsTable;
  timeGroupTotals: TimeGroupTotalsTable;
  timeUserBounds: TimeUserBoundsTable;
}

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
  /** When the address was first seen in this run of repeats. */
  time: number;
  /** When it was last seen. */
  lastSeen: number;
  /** How many heartbeats the row stands for. */
  count: number;
}

/** Automatic stamps: integration tokens, URL rules and the heartbeats no rule matched yet. */
export interface HeartbeatTables {
  integrationTokens: IntegrationTokensTable;
  urlRules: UrlRulesTable;
  heartbeatStamps: HeartbeatStampsTable;
  unmatchedHeartbeats: UnmatchedHeartbeatsTable;
}

declare module '../../db/schema' {
  interface Database extends TimeTables, HeartbeatTables {}
}
