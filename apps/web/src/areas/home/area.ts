import { IconHome } from '@tabler/icons-react';
import { defineArea } from '../../shared/area';

/** Home: the greeting and a card for every other area (docs/adding-an-area.md). */
export default defineArea({
  id: 'home',
  i18nNamespace: 'home',
  routes: [{ path: '/', access: 'auth', titleKey: 'nav.home', page: () => import('./HomePage') }],
  sideBar: { place: 'home', order: 10, labelKey: 'nav.home', icon: IconHome, path: '/' },
});
