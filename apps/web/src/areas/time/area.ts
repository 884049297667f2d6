import { IconClockHour4 } from '@tabler/icons-react';
import { defineArea } from '../../shared/area';
import { timeKeys } from './time-keys';
import { timeRoutes } from './time.routes';

/** The time tracker (docs/adding-an-area.md): its pages, side bar entry and second-bar shortcut. */
export default defineArea({
  id: 'time',
  i18nNamespace: 'time',
  routes: timeRoutes,
  sideBar: {
    place: 'timeTracker',
    order: 40,
    labelKey: 'time.nav.label',
    descriptionKey: 'time.nav.description',
    icon: IconClockHour4,
    path: '/time-tracker',
    segments: ['time-groups', 'time-group', 'sub-group', 'time-stamp'],
    collections: () => import('./side-bar'),
  },
  shortcuts: [{ id: 'timeGroups', labelKey: 'time.nav.timeGroups', icon: IconClockHour4, path: '/time-groups' }],
  itemLists: { 'time-group': '/time-groups', 'sub-group': '/time-groups', 'time-stamp': '/time-groups' },
  live: () => import('./time-live'),
  // Read offline; never the integrations' keys and address rules, nor the raw heartbeats.
  keptOffline: { keep: [timeKeys.all], except: [timeKeys.integrations(), timeKeys.urlRules(), timeKeys.heartbeats()] },
  commands: () => import('./commands'),
  dashboard: [
    { id: 'time', order: 10, component: () => import('./dashboard/TimeDashboard') },
    { id: 'journal', order: 20, component: () => import('./journal/JournalDashboard') },
  ],
});
