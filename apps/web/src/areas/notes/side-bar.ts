import { sideBarItemsOf, type SideBarCollections } from '../../shared/area';
import { useCollections } from './use-notes';

/** The notes collections listed in the side bar while the person is in the area (shared/area.ts). */
export default {
  all: { labelKey: 'notes.nav.all', path: '/notes-collections' },
  labelKey: 'notes.nav.collections',
  emptyKey: 'notes.nav.none',
  useItems: () => sideBarItemsOf(useCollections(), (id) => `/notes-collection/${id}`),
} satisfies SideBarCollections;
