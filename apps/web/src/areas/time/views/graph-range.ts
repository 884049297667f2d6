import { addDays, addMonths, datesBetween, monthStart, weekStart } from '@ordna/contract/kernel/periods';

const monthEnd = (date: string) => addDays(addMonths(date, 1), -1);

/** The list filter's periods (preference timeFilter), reused by the graph. */
export type GraphPeriod = 'day' | 'week' | 'month' | 'total';

export interface GraphRange {
  from: string;
  to: string;
  /** Bars per day, or per calendar month for the long 'total' window. */
  bucket: 'day' | 'month';
}

/**
 * Which days the graph shows for a period around an anchor date:
 * day → the 7 days ending on it; week → its Monday–Sunday; month → its calendar month;
 * total → the 12 calendar months ending with its month, one bar per month.
 */
export function graphRange(period: GraphPeriod, anchor: string): GraphRange {
  switch (period) {
    case 'day':
      return { from: addDays(anchor, -6), to: anchor, bucket: 'day' };
    case 'week': {
      const monday = weekStart(anchor);
      return { from: monday, to: addDays(monday, 6), bucket: 'day' };
    }
    case 'month':
      return { from: monthStart(anchor), to: monthEnd(anchor), bucket: 'day' };
    case 'total':
      return { from: addMonths(anchor, -11), to: monthEnd(anchor), bucket: 'month' };
  }
}

/** The anchor one step back (negative) or forward: a week for day/week, a month, or a year (a month's anchor moves to its 1st). */
export function shiftAnchor(period: GraphPeriod, anchor: string, steps: number): string {
  switch (period) {
    case 'day':
    case 'week':
      return addDays(anchor, 7 * steps);
    case 'month':
      return addMonths(anchor, steps);
    case 'total':
      return addMonths(anchor, 12 * steps);
  }
}

export interface GraphSeries {
  key: string;
  name: string;
  /** Milliseconds per day, aligned with the answer's days. */
  values: number[];
}

export interface GraphData {
  /** One row per bar: `label` is the date (YYYY-MM-DD) or month (YYYY-MM), then hours per series key. */
  rows: Array<{ label: string } & Record<string, number | string>>;
  series: Array<{ key: string; dataKey: string; name: string; totalMs: number }>;
  totalMs: number;
}

const HOUR_MS = 3_600_000;

/**
 * Turns the server's per-day milliseconds into chart rows in hours, one bar per day of the range
 * (days the answer lacks count as zero) or per month. Series with no time are left out; the rest are
 * sorted by total, largest first, and get safe data keys (s0, s1, …) since names may hold dots.
 */
export function toGraphData(range: GraphRange, days: string[], series: GraphSeries[]): GraphData {
  const labelOf = (date: string) => (range.bucket === 'month' ? date.slice(0, 7) : date);
  const labels = [...new Set(datesBetween(range.from, range.to).map(labelOf))];
  const withTime = series
    .map((entry) => ({ entry, totalMs: entry.values.reduce((sum, value) => sum + value, 0) }))
    .filter(({ totalMs }) => totalMs > 0)
    .sort((a, b) => b.totalMs - a.totalMs);
  const rows = labels.map((label) => ({ label }) as { label: string } & Record<string, number | string>);
  const rowIndex = new Map(labels.map((label, index) => [label, index]));
  withTime.forEach(({ entry }, seriesIndex) => {
    const dataKey = `s${seriesIndex}`;
    for (const row of rows) row[dataKey] = 0;
    days.forEach((day, dayIndex) => {
      const row = rows[rowIndex.get(labelOf(day)) ?? -1];
      if (row) row[dataKey] = (row[dataKey] as number) + (entry.values[dayIndex] ?? 0) / HOUR_MS;
    });
  });
  return {
    rows,
    series: withTime.map(({ entry, totalMs }, index) => ({
      key: entry.key,
      dataKey: `s${index}`,
      name: entry.name,
      totalMs,
    })),
    totalMs: withTime.reduce((sum, { totalMs }) => sum + totalMs, 0),
  };
}
