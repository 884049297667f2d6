import { IconAbacus } from '@tabler/icons-react';
import { defineArea } from '../../shared/area';
import { countersKeys } from './counters-keys';

/** Counters in groups, each with its own step (docs/adding-an-area.md). */
export default defineArea({
  id: 'counters',
  i18nNamespace: 'counters',
  routes: [
    {
      path: '/counter-groups',
      access: 'auth',
      titleKey: 'counters.title',
      page: () => import('./CounterGroupsPage'),
    },
  ],
  sideBar: {
    place: 'counter',
    order: 100,
    labelKey: 'nav.counter',
    descriptionKey: 'counters.nav.description',
    icon: IconAbacus,
    path: '/counter-groups',
    collections: () => import('./side-bar'),
  },
  live: () => import('./live'),
  keptOffline: { keep: [countersKeys.all] },
  commands: () => import('./commands'),
  dashboard: [{ id: 'counters', order: 40, component: () => import('./CountersDashboard') }],
});
