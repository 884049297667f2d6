import { z } from 'zod';
import { PERIOD_KEYS, type PeriodKey } from '../kernel/periods';
import { sharedByAnswer } from '../sharing/answers';
import { MAX_DAY_STAMPS, MAX_RANGE_STAMPS } from './limits';

/**
 * The answers of the time API as zod schemas, each route declares its own
 * (docs/architecture.md, "Answers"); `@ordna/contract/time` exports the types too.
 */

export const tagAnswer = z.object({ _id: z.string(), title: z.string() });
export type Tag = z.infer<typeof tagAnswer>;

/** A running stamp of a list entry. `countedUntil` (ISO): the instant the entry's totals counted it up to. */
export const activeStampAnswer = z.object({
  startTime: z.string(),
  timeStampId: z.string(),
  countedUntil: z.string().optional(),
});
export type ActiveStamp = z.infer<typeof activeStampAnswer>;

/** Milliseconds per period. */
export type PeriodTotals = Record<PeriodKey, number>;
const periodTotals = Object.fromEntries(PERIOD_KEYS.map((key) => [key, z.number()])) as Record<PeriodKey, z.ZodNumber>;

/** The time-tracker list entry; `usage` is the number of stamps. */
export const timeListEntryAnswer = z.object({
  _id: z.string(),
  name: z.string(),
  tags: z.array(tagAnswer),
  usage: z.number(),
  activeStamp: activeStampAnswer.nullable(),
  ...periodTotals,
  /** Present when someone else shared the group with the person. */
  sharedBy: sharedByAnswer.optional(),
});
export type TimeListEntry = z.infer<typeof timeListEntryAnswer>;

export const subGroupListEntryAnswer = timeListEntryAnswer.extend({ timeGroupId: z.string() });
export type SubGroupListEntry = z.infer<typeof subGroupListEntryAnswer>;

/** GET /time-group?timeGroupId= */
export const timeGroupDetailAnswer = timeListEntryAnswer.extend({ subGroups: z.array(subGroupListEntryAnswer) });
export type TimeGroupDetail = z.infer<typeof timeGroupDetailAnswer>;

/** GET /time-group?shallow=true */
export const shallowTimeGroupAnswer = z.object({
  _id: z.string(),
  name: z.string(),
  tags: z.array(tagAnswer),
  sharedBy: sharedByAnswer.optional(),
});
export type ShallowTimeGroup = z.infer<typeof shallowTimeGroupAnswer>;

/** GET /sub-group (no parameters) */
export const subGroupSummaryAnswer = shallowTimeGroupAnswer.extend({ timeGroupId: z.string() });
export type SubGroupSummary = z.infer<typeof subGroupSummaryAnswer>;

export const timeStampAnswer = z.object({
  _id: z.string(),
  /** Its sub group's name. */
  name: z.string(),
  subGroupId: z.string(),
  timeGroupId: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  /** The start's local date in the person's zone. */
  date: z.string(),
  ended: z.boolean(),
  /** Ended: end − start; running: up to now. */
  durationInMs: z.number(),
  auto: z.boolean(),
  /** What was done; '' when nothing was written. */
  description: z.string(),
});
export type TimeStamp = z.infer<typeof timeStampAnswer>;

/** GET /time-stamp?subGroupId&pageNumber */
export const timeStampPageAnswer = z.object({
  stamps: z.array(timeStampAnswer),
  totalPages: z.number(),
  pageNumber: z.number(),
});
export type TimeStampPage = z.infer<typeof timeStampPageAnswer>;

/**
 * GET /time-stamp?date: the stamps that overlap the day, the latest MAX_DAY_STAMPS by start, in
 * start order; `cut`: the day has more than that, and the earlier ones are not in the answer (a
 * running one always is, however early it started; the latest ended ones fill the room left).
 */
export const timeStampDayAnswer = z.object({
  stamps: z.array(timeStampAnswer).max(MAX_DAY_STAMPS),
  cut: z.boolean(),
});
export type TimeStampDay = z.infer<typeof timeStampDayAnswer>;

/**
 * GET /time-stamp?from&to: the stamps that overlap the days, the latest MAX_RANGE_STAMPS by start,
 * in start order; `cut`: the days have more than that, and the earlier ones are not in the answer
 * (a running one always is, as a day's).
 */
export const timeStampRangeAnswer = z.object({
  stamps: z.array(timeStampAnswer).max(MAX_RANGE_STAMPS),
  cut: z.boolean(),
});
export type TimeStampRange = z.infer<typeof timeStampRangeAnswer>;

/** GET /time-graph */
export const timeGraphAnswer = z.object({
  days: z.array(z.string()),
  series: z.array(z.object({ key: z.string(), name: z.string(), values: z.array(z.number()) })),
});
export type TimeGraph = z.infer<typeof timeGraphAnswer>;

/** GET /time-calculate */
export const timeCalculationAnswer = z.object({
  totalMs: z.number(),
  perGroup: z.array(z.object({ _id: z.string(), name: z.string(), totalMs: z.number() })),
});
export type TimeCalculation = z.infer<typeof timeCalculationAnswer>;

// A route with several shapes of answer declares their union. Richer shapes come first: zod
// takes the first that fits, and a list of entries would also fit the shallow list.

/** GET /time-group: the list, one group with its sub groups (timeGroupId), or shallow. */
export const timeGroupReadAnswer = z.union([
  z.array(timeListEntryAnswer),
  timeGroupDetailAnswer,
  z.array(shallowTimeGroupAnswer),
]);

/** GET /sub-group: one (subGroupId), a time group's as list entries (timeGroupId), or all. */
export const subGroupReadAnswer = z.union([
  subGroupListEntryAnswer,
  z.array(subGroupListEntryAnswer),
  z.array(subGroupSummaryAnswer),
]);

/** GET /time-stamp: one (timeStampId), a sub group's page, a day, days (a range), or the running list. */
export const timeStampReadAnswer = z.union([
  timeStampAnswer,
  timeStampPageAnswer,
  timeStampDayAnswer,
  timeStampRangeAnswer,
  z.array(timeStampAnswer),
]);
