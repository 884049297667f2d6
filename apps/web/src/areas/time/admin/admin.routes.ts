import type { AppRoute } from '../../../app/route-types';

/** The tracker's upkeep: groups and sub groups, their tags, the CSV export; and the tags page. */
export const adminRoutes: AppRoute[] = [
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
  {
    path: '/settings/tags',
    access: 'auth',
    titleKey: 'time.admin.tags.title',
    page: () => import('../../settings/tags/TagsPage'),
  },
];
