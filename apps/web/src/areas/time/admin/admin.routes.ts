import type { AreaRoute } from '../../../shared/area';

/** The tracker's upkeep: groups and sub groups, their tags, the CSV export (tags themselves: settings). */
export const adminRoutes: AreaRoute[] = [
  {
    path: '/time-tracker/admin',
    access: 'auth',
    titleKey: 'time.admin.title',
    page: () => import('./TimeAdminPage'),
  },
  {
    path: '/time-tracker/admin/:groupType/:groupId',
    access: 'auth',
    titleKey: 'time.admin.groupTitle',
    page: () => import('./GroupAdminPage'),
  },
];
