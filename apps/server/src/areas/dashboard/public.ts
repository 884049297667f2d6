import type { ServerArea } from '../../http/context';
import { dashboardRoutes } from './dashboard.routes';
import type { DashboardWiring } from './dashboard-sections';

export type { DashboardRange, DashboardRows, DashboardSectionSource, DashboardWiring } from './dashboard-sections';

/** The dashboard area as the server wires it: one signed-in route over every registered section. */
export function dashboardArea(wiring: DashboardWiring): ServerArea {
  return { routes: dashboardRoutes(wiring) };
}
