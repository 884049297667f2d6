import { monthStart, splitByDay, weekStart } from '@ordna/contract/kernel/periods';
import type { TimeSubGroupTotalsTable } from '../time.tables';

/**
 * What stamps add to (or take from) the rollups: ms and count per sub group and local day, per
 * week and month, and all time. Pure; `rollups.ts` applies the deltas as upserts, the rebuild and
 * the seed insert them. A stamp counts (count 1) in the day, week and month it starts in.
 */

/** What the rollups need of a stamp; endTime null = running (not in the rollups). */
export interface StampSpan {
  userId: string;
  timeGroupId: string;
  subGroupId: string;
  startTime: number;
  endTime: number | null;
  auto: number;
}

/** A delta has the shape of the all-time row it adds to. */
export type TotalDelta = TimeSubGroupTotalsTable;
export type DayDelta = TotalDelta & { day: string };
export type PeriodDelta = TotalDelta & { grain: 'week' | 'month'; start: string };

/** Adds to an existing row; false when there is none yet. */
function bump(row: TotalDelta | undefined, span: StampSpan, ms: number, count: number): row is TotalDelta {
  if (!row) return false;
  row.ms += ms;
  row.count += count;
  row.timeGroupId = span.timeGroupId;
  return true;
}

export class RollupDeltas {
  readonly days = new Map<string, DayDelta>();
  readonly periods = new Map<string, PeriodDelta>();
  readonly totals = new Map<string, TotalDelta>();
  /** The longest stamp added (for the overlap bound); -1 when none. */
  longest = -1;
  private readonly weekOf = new Map<string, string>();

  constructor(private readonly timeZone: string) {}

  /** Adds (sign 1) or takes out (sign -1) an ended stamp; a running one changes nothing. */
  add(span: StampSpan, sign: 1 | -1): void {
    if (span.endTime === null) return;
    // Rows are made as whole literals (one hidden class each): this runs a million times in a seed.
    const { userId, timeGroupId, subGroupId, auto } = span;
    const parts = splitByDay(span.startTime, span.endTime, this.timeZone);
    for (let index = 0; index < parts.length; index++) {
      const { day } = parts[index]!;
      const ms = parts[index]!.ms * sign;
      const count = index === 0 ? sign : 0;
      const dayKey = `${subGroupId}|${day}|${auto}`;
      if (!bump(this.days.get(dayKey), span, ms, count)) {
        this.days.set(dayKey, { userId, timeGroupId, subGroupId, auto, ms, count, day });
      }
      const week = this.week(day);
      const weekKey = `${subGroupId}|w${week}|${auto}`;
      if (!bump(this.periods.get(weekKey), span, ms, count)) {
        this.periods.set(weekKey, { userId, timeGroupId, subGroupId, auto, ms, count, grain: 'week', start: week });
      }
      const month = monthStart(day);
      const monthKey = `${subGroupId}|m${month}|${auto}`;
      if (!bump(this.periods.get(monthKey), span, ms, count)) {
        this.periods.set(monthKey, { userId, timeGroupId, subGroupId, auto, ms, count, grain: 'month', start: month });
      }
    }
    const length = span.endTime - span.startTime;
    const key = `${subGroupId}|${auto}`;
    if (!bump(this.totals.get(key), span, length * sign, sign)) {
      this.totals.set(key, { userId, timeGroupId, subGroupId, auto, ms: length * sign, count: sign });
    }
    if (sign > 0) this.longest = Math.max(this.longest, length);
  }

  private week(day: string): string {
    let week = this.weekOf.get(day);
    if (week === undefined) {
      week = weekStart(day);
      this.weekOf.set(day, week);
    }
    return week;
  }
}

const changed = <T extends TotalDelta>(map: Map<string, T>) =>
  [...map.values()].filter((d) => d.ms !== 0 || d.count !== 0);
const shrinks = (d: TotalDelta) => d.ms < 0 || d.count < 0;

/** The deltas that change something, and whether any row may have reached zero. */
export function effectiveDeltas(deltas: RollupDeltas) {
  const days = changed(deltas.days);
  const periods = changed(deltas.periods);
  const totals = changed(deltas.totals);
  return { days, periods, totals, shrinks: [...days, ...periods, ...totals].some(shrinks) };
}
