import type { PeriodKey } from './periods';

/** The answers of the time API (TIME-API.md "Shapes"); `@ordna/contract/time` exports them too. */

export interface Tag {
  _id: string;
  title: string;
}

/** A running stamp of a list entry. `countedUntil` (ISO): the instant the entry's totals counted it up to. */
export interface ActiveStamp {
  startTime: string;
  timeStampId: string;
  countedUntil?: string;
}

/** Milliseconds per period (spec section 3). */
export type PeriodTotals = Record<PeriodKey, number>;

/** The time-tracker list entry of spec section 3; `usage` is the number of stamps. */
export interface TimeListEntry extends PeriodTotals {
  _id: string;
  name: string;
  tags: Tag[];
  usage: number;
  activeStamp: ActiveStamp | null;
}

export interface SubGroupListEntry extends TimeListEntry {
  timeGroupId: string;
}

/** GET /time-group?timeGroupId= */
export interface TimeGroupDetail extends TimeListEntry {
  subGroups: SubGroupListEntry[];
}

/** GET /time-group?shallow=true */
export interface ShallowTimeGroup {
  _id: string;
  name: string;
  tags: Tag[];
}

/** GET /sub-group (no parameters) */
export interface SubGroupSummary {
  _id: string;
  name: string;
  timeGroupId: string;
  tags: Tag[];
}

export interface TimeStamp {
  _id: string;
  /** Its sub group's name. */
  name: string;
  subGroupId: string;
  timeGroupId: string;
  startTime: string;
  endTime: string | null;
  /** The start's local date in the person's zone. */
  date: string;
  ended: boolean;
  /** Ended: end − start; running: up to now. */
  durationInMs: number;
  auto: boolean;
}

/** GET /time-stamp?subGroupId&pageNumber */
export interface TimeStampPage {
  stamps: TimeStamp[];
  totalPages: number;
  pageNumber: number;
}

/** GET /time-graph */
export interface TimeGraph {
  days: string[];
  series: { key: string; name: string; values: number[] }[];
}

/** GET /time-calculate */
export interface TimeCalculation {
  totalMs: number;
  perGroup: { _id: string; name: string; totalMs: number }[];
}
