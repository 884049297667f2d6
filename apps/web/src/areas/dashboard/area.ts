import { IconLayoutDashboard } from '@tabler/icons-react';
import { defineArea } from '../../shared/area';
import { dashboardKeys } from './dashboard-keys';

const page = () => import('./DashboardPage');

/** One page per day, week or month across every area (docs/adding-an-area.md, "Dashboard section"). */
export default defineArea({
  id: 'dashboard',
  i18nNamespace: 'dashboard',
  routes: [
    { path: '/dashboard', access: 'auth', titleKey: 'dashboard.title', page: () => import('./DashboardRedirect') },
    { path: '/dashboard/:date', access: 'auth', titleKey: 'dashboard.title', page },
    { path: '/dashboard/:date/:view', access: 'auth', titleKey: 'dashboard.title', page },
  ],
  sideBar: {
    place: 'dashboard',
    order: 20,
    labelKey: 'nav.dashboard',
    descriptionKey: 'dashboard.nav.description',
    icon: IconLayoutDashboard,
    path: '/dashboard',
  },
  live: () => import('./live'),
  keptOffline: { keep: [dashboardKeys.all] },
  commands: () => import('./commands'),
});
