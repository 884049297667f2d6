import type { AppRoute } from './route-types';
import { timeRoutes } from '../areas/time/time.routes';

/** The one route table (spec section 2). Areas that exist add their routes here. */
export const routes: AppRoute[] = [
  { path: '/', access: 'auth', titleKey: 'nav.home', page: () => import('../areas/home/HomePage') },
  { path: '/login', access: 'none', titleKey: 'auth.login.title', page: () => import('../areas/auth/LoginPage') },
  {
    path: '/register',
    access: 'none',
    titleKey: 'auth.register.title',
    page: () => import('../areas/auth/RegisterPage'),
  },
  {
    path: '/Auth',
    access: 'none',
    titleKey: 'auth.twoFactor.title',
    page: () => import('../areas/auth/TwoFactorPage'),
  },
  { path: '/settings', access: 'auth', titleKey: 'nav.settings', page: () => import('../areas/settings/SettingsPage') },
  {
    path: '/settings/auth',
    access: 'auth',
    titleKey: 'settings.auth.title',
    page: () => import('../areas/settings/TwoFactorSettingsPage'),
  },
  {
    path: '/settings/profile',
    access: 'auth',
    titleKey: 'settings.profile.title',
    page: () => import('../areas/settings/ProfilePage'),
  },
  {
    path: '/settings/device-control',
    access: 'auth',
    titleKey: 'settings.devices.title',
    page: () => import('../areas/settings/DeviceControlPage'),
  },
  ...timeRoutes,
];
