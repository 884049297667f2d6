import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardView } from '@ordna/contract/dashboard/span';
import { dashboardKeys } from './dashboard-keys';
import { dashboardEndpoints } from '@ordna/contract/dashboard/endpoints';
import { call } from '../../api/call';

/** The dashboard of a date and view (GET /dashboard); the last one stays on screen while the next loads. */
export function useDashboard(date: string, view: DashboardView) {
  return useQuery({
    queryKey: dashboardKeys.answer(date, view),
    queryFn: ({ signal }) => call(dashboardEndpoints.read, { query: { date, view }, signal }),
    placeholderData: keepPreviousData,
  });
}
