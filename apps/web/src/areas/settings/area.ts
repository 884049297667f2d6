import { IconSettings } from '@tabler/icons-react';
import { defineArea } from '../../shared/area';

/** The person's settings: profile, sign-in, devices and their shutdown, tags, the side bar (docs/adding-an-area.md). */
export default defineArea({
  id: 'settings',
  i18nNamespace: 'settings',
  routes: [
    { path: '/settings', access: 'auth', titleKey: 'nav.settings', page: () => import('./SettingsPage') },
    {
      path: '/settings/auth',
      access: 'auth',
      titleKey: 'settings.auth.title',
      page: () => import('./TwoFactorSettingsPage'),
    },
    {
      path: '/settings/profile',
      access: 'auth',
      titleKey: 'settings.profile.title',
      page: () => import('./ProfilePage'),
    },
    {
      path: '/settings/device-control',
      access: 'auth',
      titleKey: 'settings.devices.title',
      page: () => import('./DeviceControlPage'),
    },
    {
      path: '/settings/tags',
      access: 'auth',
      titleKey: 'settings.tags.title',
      page: () => import('./TagsSettingsPage'),
    },
  ],
  sideBar: {
    place: 'settings',
    order: 110,
    labelKey: 'nav.settings',
    descriptionKey: 'settings.nav.description',
    icon: IconSettings,
    path: '/settings',
    inFooter: true,
  },
});
