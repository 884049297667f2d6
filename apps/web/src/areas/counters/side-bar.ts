import { sideBarItemsOf, type SideBarCollections } from '../../shared/area';
import { useCounterGroups } from './use-counters';

/** The counter groups listed in the side bar while the person is in the area (shared/area.ts). */
export default {
  all: { labelKey: 'counters.nav.all', path: '/counter-groups' },
  labelKey: 'counters.nav.collections',
  emptyKey: 'counters.nav.none',
  useItems: () => sideBarItemsOf(useCounterGroups(), (id) => `/counter-groups#counter-group-${id}`),
} satisfies SideBarCollections;
