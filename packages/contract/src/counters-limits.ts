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
