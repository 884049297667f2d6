/** The time data the PostgreSQL read benches give their person: 20 groups of 10 sub groups, `stamps` stamps over a year. */
export const listReadsSeed = (stamps: number, now: number) => ({
  groups: 20,
  subGroupsPerGroup: 10,
  stamps,
  years: 1,
  now: now - 60_000,
  seed: 7,
});
