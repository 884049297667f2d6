import type { AreaRoute } from '../../../shared/area';

/** Automatic stamps: integration tokens, URL rules and the unmatched heartbeats to make rules from. */
export const integrationRoutes: AreaRoute[] = [
  {
    path: '/time-tracker/integrations',
    access: 'auth',
    titleKey: 'time.integrations.title',
    page: () => import('./IntegrationsPage'),
  },
  {
    path: '/time-tracker/admin/define-urls',
    access: 'auth',
    titleKey: 'time.integrations.rules.title',
    page: () => import('./DefineUrlsPage'),
  },
  {
    path: '/time-tracker/admin/define-urls/list',
    access: 'auth',
    titleKey: 'time.integrations.unmatched.title',
    page: () => import('./UnmatchedPage'),
  },
  {
    path: '/time-tracker/admin/define-urls/:heartbeatId',
    access: 'auth',
    titleKey: 'time.integrations.heartbeat.title',
    page: () => import('./HeartbeatPage'),
  },
];
