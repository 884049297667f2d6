import type { Db } from '../../db/database';

/**
 * The dashboard's slot (docs/adding-an-area.md, "Dashboard section"): an area that shows something
 * on the dashboard writes a `DashboardSectionSource` in `areas/<area>/dashboard-section.ts`,
 * importing only these types, and `areas/registry.ts` lists it.
 */
export interface DashboardRange {
  personId: string;
  from: string; // YYYY-MM-DD, inclusive, in the person's time zone
  to: string;
  startMs: number; // [startMs, endMs) epoch ms of that span
  endMs: number;
  timeZone: string;
}

export interface DashboardSectionSource<T> {
  id: string; // the key under `sections` in the answer
  load(db: Db, range: DashboardRange): Promise<T>;
  /** Optional: how many things the person wrote per day (YYYY-MM-DD → count), for the heat map. */
  writtenPerDay?(db: Db, range: DashboardRange): Promise<Record<string, number>>;
}

/** Milliseconds tracked per local day of the range (YYYY-MM-DD → ms), as of `now`. */
export type TrackedPerDay = (
  db: Db,
  span: DashboardRange & { now: number; includeAuto: boolean },
) => Promise<Record<string, number>>;

/** What the registry gives the dashboard: every area's section and where tracked time per day comes from. */
export interface DashboardWiring {
  sections: readonly DashboardSectionSource<unknown>[];
  trackedPerDay: TrackedPerDay;
}
