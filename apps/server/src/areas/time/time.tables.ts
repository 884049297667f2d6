/**
 * The time area's tables. Instants are epoch ms (bigint), booleans 0/1 integers, days 'YYYY-MM-DD'
 * in the person's time zone. The two rollup tables are kept by `stamp-writes.ts` in the same
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
  timeUserBounds: TimeUserBoundsTable;
}
