import type { AreaRoute } from '../../../shared/area';

const graph = () => import('./GraphPage');
const calculate = () => import('./CalculatePage');

/** Timeline, graph and calculate views of all groups and of one group. */
export const viewRoutes: AreaRoute[] = [
  {
    path: '/time-groups/time',
    access: 'auth',
    titleKey: 'time.views.timelineTitle',
    page: () => import('./TimelinePage'),
  },
  { path: '/time-groups/graph', access: 'auth', titleKey: 'time.views.graphTitle', page: graph },
  { path: '/time-group/graph/:groupId', access: 'auth', titleKey: 'time.views.graphTitle', page: graph },
  { path: '/time-groups/calculate', access: 'auth', titleKey: 'time.views.calculateTitle', page: calculate },
  { path: '/time-group/calculate/:groupId', access: 'auth', titleKey: 'time.views.calculateTitle', page: calculate },
];
