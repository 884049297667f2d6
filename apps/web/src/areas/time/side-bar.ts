import { sideBarItemsOf, type SideBarCollections } from '../../shared/area';
import { useShallowGroups } from './use-time-groups';

/** The time groups listed in the side bar while the person is in the area (shared/area.ts). */
export default {
  all: { labelKey: 'time.nav.allGroups', path: '/time-groups' },
  labelKey: 'time.nav.groups',
  emptyKey: 'time.nav.noGroups',
  useItems: () => sideBarItemsOf(useShallowGroups(), (id) => `/time-group/list/${id}`),
  // A group's list, graph and calculation are all that group's pages.
  currentId: (pathname) => /^\/time-group\/(?:[^/]+\/)?([^/]+)$/.exec(pathname)?.[1],
} satisfies SideBarCollections;
