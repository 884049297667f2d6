import { sideBarItemsOf, type SideBarCollections } from '../../shared/area';
import { useStorageGroups } from './use-storage';

/** The storage groups listed in the side bar while the person is in the area (shared/area.ts). */
export default {
  all: { labelKey: 'storage.nav.all', path: '/storage-groups' },
  labelKey: 'storage.nav.collections',
  emptyKey: 'storage.nav.none',
  useItems: () => sideBarItemsOf(useStorageGroups(), (id) => `/storage-group/${id}`),
} satisfies SideBarCollections;
