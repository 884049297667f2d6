import { IconBox } from '@tabler/icons-react';
import { defineArea } from '../../shared/area';
import { storageKeys } from './storage-keys';

/** Storage groups and the food items in them, shared and live (docs/adding-an-area.md). */
export default defineArea({
  id: 'storage',
  i18nNamespace: 'storage',
  routes: [
    { path: '/storage-groups', access: 'auth', titleKey: 'storage.title', page: () => import('./StorageGroupsPage') },
    {
      path: '/storage-group/:storageGroupId',
      access: 'auth',
      titleKey: 'storage.groupTitle',
      page: () => import('./StorageGroupPage'),
    },
    {
      path: '/storage-item/:storageItemId',
      access: 'auth',
      titleKey: 'storage.itemTitle',
      page: () => import('./StorageItemPage'),
    },
  ],
  sideBar: {
    place: 'storage',
    order: 80,
    labelKey: 'nav.storage',
    descriptionKey: 'storage.nav.description',
    icon: IconBox,
    path: '/storage-groups',
    segments: ['storage-group', 'storage-item'],
    collections: () => import('./side-bar'),
  },
  itemLists: { 'storage-group': '/storage-groups', 'storage-item': '/storage-groups' },
  commands: () => import('./commands'),
  dashboard: [{ id: 'storage', order: 60, component: () => import('./StorageDashboard') }],
  live: () => import('./live'),
  keptOffline: { keep: [storageKeys.all] },
});
