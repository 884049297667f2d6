import type { AreaRoute } from '../../shared/area';

const trackerPage = () => import('./tracker/TrackerPage');
const groupsPage = () => import('./lists/TimeGroupsPage');
const groupPage = () => import('./lists/TimeGroupPage');

/** The tracker, the lists of time groups and sub groups, and the stamp pages. */
export const trackerRoutes: AreaRoute[] = [
  { path: '/time-tracker', access: 'auth', titleKey: 'time.tracker.title', page: trackerPage },
  { path: '/time-groups', access: 'auth', titleKey: 'time.groups.title', page: groupsPage },
  { path: '/time-groups/list', access: 'auth', titleKey: 'time.groups.title', page: groupsPage },
  { path: '/time-group/:groupId', access: 'auth', titleKey: 'time.group.title', page: groupPage },
  { path: '/time-group/list/:groupId', access: 'auth', titleKey: 'time.group.title', page: groupPage },
  {
    path: '/sub-group/:subGroupId',
    access: 'auth',
    titleKey: 'time.subGroup.title',
    page: () => import('./stamps/SubGroupPage'),
  },
  {
    path: '/time-stamp/:stampId',
    access: 'auth',
    titleKey: 'time.stamp.title',
    page: () => import('./stamps/TimeStampPage'),
  },
];
