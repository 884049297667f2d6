import { IconGlassCocktail } from '@tabler/icons-react';
import { defineArea } from '../../shared/area';

/**
 * Drink collections and drinks (docs/adding-an-area.md). Their public pages are the server's own
 * small HTML, outside this app, so guests load none of it.
 */
export default defineArea({
  id: 'drinks',
  i18nNamespace: 'drinks',
  routes: [
    {
      path: '/drink-collections',
      access: 'auth',
      titleKey: 'drinks.title',
      page: () => import('./DrinkCollectionsPage'),
    },
    {
      path: '/drink-collection/:drinkCollectionId',
      access: 'auth',
      titleKey: 'drinks.collection.title',
      page: () => import('./DrinkCollectionPage'),
    },
    { path: '/drink/:drinkId', access: 'auth', titleKey: 'drinks.drink.title', page: () => import('./DrinkPage') },
  ],
  sideBar: {
    place: 'drinks',
    order: 90,
    labelKey: 'nav.drinks',
    descriptionKey: 'drinks.nav.description',
    icon: IconGlassCocktail,
    path: '/drink-collections',
    segments: ['drink-collection', 'drink'],
    collections: () => import('./side-bar'),
  },
  commands: () => import('./commands'),
  itemLists: { 'drink-collection': '/drink-collections', drink: '/drink-collections' },
  live: () => import('./live'),
});
