import { z } from 'zod';
import { cutListAnswerOf } from '../kernel/common';

/**
 * The counters area's dashboard section (docs/adding-an-area.md, "Dashboard section"): each of the
 * person's own counters with its change over the span, day by day, and its value at the span's end.
 */

/** At most this many counters, by group and name; a day per date of the span (a month at most). */
export const DASHBOARD_COUNTERS_MAX = 60;
export const DASHBOARD_COUNTER_DAYS_MAX = 31;

const dashboardCounter = z.object({
  _id: z.string(),
  name: z.string().max(200),
  groupName: z.string().max(200),
  unit: z.string().max(40),
  /** The goal for a day, or null. */
  dailyGoal: z.number().nullable(),
  /** The value at the span's end (now, when the span runs on past now). */
  value: z.number(),
  /** The sum of the span's changes. */
  change: z.number(),
  /** Each date of the span with the sum of its changes, oldest first. */
  days: z.array(z.object({ date: z.string(), change: z.number() })).max(DASHBOARD_COUNTER_DAYS_MAX),
});

export const countersDashboardSection = cutListAnswerOf('counters', dashboardCounter, DASHBOARD_COUNTERS_MAX);
export type CountersDashboardSection = z.infer<typeof countersDashboardSection>;
