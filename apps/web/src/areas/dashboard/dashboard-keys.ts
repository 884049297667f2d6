import type { DashboardView } from '@ordna/contract/dashboard/span';

/** TanStack Query keys of the dashboard: one answer per date and view. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  answer: (date: string, view: DashboardView) => ['dashboard', date, view] as const,
};
