/**
 * The time area's limits. Apart from the schemas so the refusal sentences that quote them
 * (time-refusals.ts) and the schemas that enforce them (time.ts, heartbeats.ts) share one number.
 */
export const STAMPS_PAGE_SIZE = 25;
export const MAX_RANGE_DAYS = 400;
/** A sum over a selection may cover more than the graph: ten times as many days. */
export const MAX_CALCULATE_DAYS = MAX_RANGE_DAYS * 10;
/** An export may cover more than the on-screen range limit: ten years. */
export const MAX_EXPORT_DAYS = 3660;
/** A stamp may last at most this many days: longer is no one's work, and costs a rollup row per day. */
export const MAX_STAMP_DAYS = 7;
export const MAX_STAMP_MS = MAX_STAMP_DAYS * 24 * 60 * 60 * 1000;
export const NAME_MAX = 100;
export const TAG_TITLE_MAX = 60;
export const INTEGRATION_TOKEN_NAME_MAX = 80;
/** What a URL rule matches a heartbeat on; the rules' schemas and answers share it. */
export const MATCH_ON = ['host', 'url'] as const;
export type MatchOn = (typeof MATCH_ON)[number];
export const SUB_GROUP_NAME_MAX = 100;
/** A stamp's description: what was done, or a journal entry's Markdown note (a page of text). */
export const STAMP_DESCRIPTION_MAX = 4000;
/** At most this many heartbeats in one POST /heartbeat. */
export const HEARTBEAT_BATCH_MAX = 500;
export const HEARTBEAT_URL_MAX = 2048;
export const HEARTBEAT_TITLE_MAX = 500;
/** Unmatched heartbeats kept per person at most, by rows and by characters of url and title; the oldest go first. */
export const MAX_UNMATCHED_KEPT = 5000;
export const MAX_UNMATCHED_KEPT_CHARS = 4_000_000;
export const URL_PATTERN_MAX = 500;
/** A URL pattern with more wildcards than this is refused (it is almost surely a mistake). */
export const URL_PATTERN_MAX_WILDCARDS = 10;
export const MAX_INTEGRATION_TOKENS = 50;
export const MAX_URL_RULES = 500;
/**
 * A day's stamps (the timeline) answer at most this many, the latest by start, and say when the day
 * had more. A heavy heartbeat day (a stamp for each switch between matched sites, every minute of
 * sixteen hours) is under a thousand; the bench's five-year history averages 550 a day.
 */
export const MAX_DAY_STAMPS = 2000;
/**
 * The stamps of days (GET /time-stamp?from&to, up to MAX_RANGE_DAYS) answer at most this many,
 * the latest by start, and say when the days had more. The tracker reads a week: the bench's
 * average of 550 a day is 3,850, five heavy heartbeat days under 5,000.
 */
export const MAX_RANGE_STAMPS = 10_000;
