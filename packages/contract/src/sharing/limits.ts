/** How far sharing goes: every thing may be shared with this many people at most. */
export const SHARES_PER_THING_MAX = 20;
