/** The counters area's bounds, shared by its schemas and refusal texts. */
export const COUNTER_NAME_MAX = 100;
export const COUNTER_UNIT_MAX = 20;
/** A step or change is a decimal with at most 3 places, stored as whole thousandths. */
export const COUNTER_DECIMALS = 3;
export const COUNTER_STEP_MAX = 1_000_000;
export const COUNTER_CHANGE_MAX = 1_000_000;
/** Groups a person may have, and counters in one group: an answer lists them all at once. */
export const COUNTER_GROUPS_MAX = 200;
export const COUNTERS_PER_GROUP_MAX = 100;
/** A daily goal: how much a person means to add in a day, at most this. */
export const COUNTER_GOAL_MAX = 1_000_000;
/** Changes on one page of a counter's history, newest first. */
export const COUNTER_CHANGES_PAGE = 50;
/** Periods on one page of a counter's totals: a month of days, a quarter of weeks, a year of months. */
export const COUNTER_PERIODS_PAGE = { day: 31, week: 13, month: 12 } as const;
/** The kinds of period a counter's totals are cut into. */
export const COUNTER_PERIODS = ['day', 'week', 'month'] as const;
