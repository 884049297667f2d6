import type { Db } from '../../db/database';
import type { ServerArea } from '../../http/context';
import { dashboardRoutes, type TrackedPerDay } from './dashboard.routes';

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

export type { TrackedPerDay };

/** What the registry gives the dashboard: every area's section and where tracked time per day comes from. */
export interface DashboardWiring {
  sections: readonly DashboardSectionSource<unknown>[];
  trackedPerDay: TrackedPerDay;
}

/** The dashboard area as the server wires it: one signed-in route over every registered section. */
export function dashboardArea(wiring: DashboardWiring): ServerArea {
  return { routes: dashboardRoutes(wiring) };
}
