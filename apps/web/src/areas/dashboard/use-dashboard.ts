import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardAnswer } from '@ordna/contract/dashboard';
import type { DashboardView } from '@ordna/contract/dashboard/span';
import { api } from '../../api/api';
import { dashboardKeys } from './dashboard-keys';

/** The dashboard of a date and view (GET /dashboard); the last one stays on screen while the next loads. */
export function useDashboard(date: string, view: DashboardView) {
  return useQuery({
    queryKey: dashboardKeys.answer(date, view),
    queryFn: ({ signal }) => api.get<DashboardAnswer>('/dashboard', { date, view }, signal),
    placeholderData: keepPreviousData,
  });
}
