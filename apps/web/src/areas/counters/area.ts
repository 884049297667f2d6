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
    labelKey: 'nav.counter',
    descriptionKey: 'counters.nav.description',
    icon: IconAbacus,
    path: '/counter-groups',
  },
  // The page reads the one groups list, which holds the counters too; a counter's history drawer its own.
  live: {
    counterGroup: () => [countersKeys.groups()],
    counter: (event) => [countersKeys.groups(), countersKeys.history(event.id)],
  },
  commands: () => import('./commands'),
  dashboard: [{ id: 'counters', order: 40, component: () => import('./CountersDashboard') }],
});
