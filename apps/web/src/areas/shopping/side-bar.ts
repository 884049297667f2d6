import { sideBarItemsOf, type SideBarCollections } from '../../shared/area';
import { useShoppingLists } from './use-shopping';

/** The shopping lists listed in the side bar while the person is in the area (shared/area.ts). */
export default {
  all: { labelKey: 'shopping.nav.all', path: '/shopping-lists' },
  labelKey: 'shopping.nav.collections',
  emptyKey: 'shopping.nav.none',
  useItems: () => sideBarItemsOf(useShoppingLists(), (id) => `/specific-shopping-list/${id}`),
} satisfies SideBarCollections;
