import type { Db } from '../../db/database';
import type { DashboardView } from '@ordna/contract/dashboard';
import type { RowsRead } from '../../db/json-rows';

/**
 * The dashboard's slot (docs/adding-an-area.md, "Dashboard section"): an area that shows something
 * on the dashboard writes a `DashboardSectionSource` in `areas/<area>/dashboard-section.ts`,
 * importing only these types, and `areas/registry.ts` lists it.
 *
 * A section does not run its own queries: it names the rows it needs (`reads`), and the dashboard
 * runs every section's reads as one statement, each read a JSON array of its rows
 * (dashboard-statement.ts), then hands each section its rows to `shape`.
 */
export interface DashboardRange {
  personId: string;
  /** A day, or a calendar week (from its Monday) or month (from its first day). */
  view: DashboardView;
  from: string; // YYYY-MM-DD, inclusive, in the person's time zone
  to: string;
  startMs: number; // [startMs, endMs) epoch ms of that span
  endMs: number;
  /** Epoch ms where each local day of the span starts, and where the last one ends (one more than the days). */
  dayStarts: readonly number[];
  timeZone: string;
  now: number;
  /** The person's preferences the sections need, read once per call. */
  showAuto: boolean;
  journalGroup: string | null;
}

/** A section's reads by name: each a select whose rows the section gets back as they are. */
export type DashboardReads<Rows extends Record<string, object>> = {
  [K in keyof Rows]: RowsRead<Rows[K]>;
};

/** The rows of each read. */
export type DashboardRows<Rows extends Record<string, object>> = { [K in keyof Rows]: Rows[K][] };

export interface DashboardSectionSource<T, Rows extends Record<string, object> = Record<string, object>> {
  id: string; // the key under `sections` in the answer
  /** The selects this section needs for the range; none may depend on another's answer. */
  reads(db: Db, range: DashboardRange): DashboardReads<Rows>;
  /**
   * What decides the SQL of `reads` besides the values bound into it (a preference that adds a
   * condition, the number of days): the statement is compiled once per shape.
   */
  shapeKey?(range: DashboardRange): string;
  /** Reads what it needs of its rows and leaves them as they are: another section may have the same read's rows. */
  shape(rows: DashboardRows<Rows>, range: DashboardRange): T;
  /** Optional: how many things the person wrote per day (YYYY-MM-DD → count), for the heat map. */
  writtenPerDay?(rows: DashboardRows<Rows>, range: DashboardRange): Record<string, number>;
  /** Optional (time): milliseconds tracked per local day of the range (YYYY-MM-DD → ms). */
  trackedPerDay?(rows: DashboardRows<Rows>, range: DashboardRange): Record<string, number>;
}

/** What the registry gives the dashboard: every area's section. */
export interface DashboardWiring {
  // Each section's rows are its own; the dashboard only passes them back to it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of sections of different row types
  sections: readonly DashboardSectionSource<unknown, any>[];
}
