import { z } from 'zod';
import { sharedByAnswer } from '../sharing/answers';
import { pageAnswerOf } from '../kernel/common';

/** The counters area's answers; values are decimals with at most three places. */
export const counterAnswer = z.object({
  _id: z.string(),
  counterGroupId: z.string(),
  name: z.string(),
  step: z.number(),
  /** '' when the counter counts plain numbers. */
  unit: z.string(),
  value: z.number(),
  /** How much the person means to add in a day; null for no goal. */
  dailyGoal: z.number().nullable(),
  /** The sum of today's changes, today in the person's time zone: the progress toward the goal. */
  today: z.number(),
});
export type Counter = z.infer<typeof counterAnswer>;

export const counterGroupAnswer = z.object({
  _id: z.string(),
  name: z.string(),
  counters: z.array(counterAnswer),
  /** Present when someone else shared the group with the person. */
  sharedBy: sharedByAnswer.optional(),
});
export type CounterGroup = z.infer<typeof counterGroupAnswer>;

/** One change of a counter's value: + or −, or a reset to zero. */
export const counterChangeAnswer = z.object({
  _id: z.string(),
  amount: z.number(),
  /** When it was made, ISO-8601 UTC. */
  time: z.string(),
  kind: z.enum(['change', 'reset']),
  /** The counter's value right after this change. */
  valueAfter: z.number(),
  /** Whether the person asking made it (their own changes are the ones undo takes back). */
  mine: z.boolean(),
});
export type CounterChange = z.infer<typeof counterChangeAnswer>;

/** GET /counter-change */
export const counterChangePageAnswer = pageAnswerOf('changes', counterChangeAnswer);
export type CounterChangePage = z.infer<typeof counterChangePageAnswer>;

/** A counter's changes over one day, week or month, in the person's time zone. */
export const counterPeriodTotalAnswer = z.object({
  /** The period's first and last date, YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
  /** The sum of its changes. */
  total: z.number(),
  /** The value at its end (or now, for the current period). */
  value: z.number(),
});
export type CounterPeriodTotal = z.infer<typeof counterPeriodTotalAnswer>;

/** GET /counter-period */
export const counterPeriodPageAnswer = pageAnswerOf('periods', counterPeriodTotalAnswer);
export type CounterPeriodPage = z.infer<typeof counterPeriodPageAnswer>;

/** POST /counter-undo: the counter after it, and what was taken back (null when the person had nothing left to undo). */
export const counterUndoAnswer = z.object({
  counter: counterAnswer,
  undone: z.object({ amount: z.number(), kind: z.enum(['change', 'reset']) }).nullable(),
});
export type CounterUndo = z.infer<typeof counterUndoAnswer>;
