import { sideBarItemsOf, type SideBarCollections } from '../../shared/area';
import { useDrinkCollections } from './use-drinks';

/** The drink collections listed in the side bar while the person is in the area (shared/area.ts). */
export default {
  all: { labelKey: 'drinks.nav.all', path: '/drink-collections' },
  labelKey: 'drinks.nav.collections',
  emptyKey: 'drinks.nav.none',
  useItems: () => sideBarItemsOf(useDrinkCollections(), (id) => `/drink-collection/${id}`),
} satisfies SideBarCollections;
