import type { AppRoute } from '../../../app/route-types';

/** Timeline, graph and calculate views of all groups and of one group. */
export const viewRoutes: AppRoute[] = [];
