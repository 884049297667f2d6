import { IconLayoutDashboard } from '@tabler/icons-react';
import { liveKinds } from '@ordna/contract/live';
import { defineArea, type LiveQueries } from '../../shared/area';
import { dashboardKeys } from './dashboard-keys';

const page = () => import('./DashboardPage');

// The dashboard shows a bit of everything: any change anywhere reads the open day again.
const live: LiveQueries = Object.fromEntries(liveKinds.map((kind) => [kind, () => [dashboardKeys.all]]));

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
    labelKey: 'nav.dashboard',
    descriptionKey: 'dashboard.nav.description',
    icon: IconLayoutDashboard,
    path: '/dashboard',
  },
  live,
  commands: () => import('./commands'),
});
