import { defineEndpoints } from '../kernel/endpoints';
import { dashboardAnswer, dashboardQuery } from './index';

/** The dashboard area's endpoints (docs/architecture.md, "Endpoints"). */
export const dashboardEndpoints = defineEndpoints('dashboard', {
  read: {
    method: 'GET',
    path: '/dashboard',
    summary: "The dashboard of a day, week or month: each area's section",
    query: dashboardQuery,
    answers: { 200: dashboardAnswer },
    refusals: [],
  },
});
