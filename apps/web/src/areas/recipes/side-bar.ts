import { sideBarItemsOf, type SideBarCollections } from '../../shared/area';
import { useRecipeCollections } from './use-recipes';

/** The recipe collections listed in the side bar while the person is in the area (shared/area.ts). */
export default {
  all: { labelKey: 'recipes.nav.all', path: '/recipe-collections' },
  labelKey: 'recipes.nav.collections',
  emptyKey: 'recipes.nav.none',
  useItems: () => sideBarItemsOf(useRecipeCollections(), (id) => `/recipe-collection/${id}`),
} satisfies SideBarCollections;
