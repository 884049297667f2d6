import { IconShoppingCart } from '@tabler/icons-react';
import { defineArea } from '../../shared/area';
import { shoppingKeys } from './shopping-keys';

/** Shopping lists and their items, shared and live (docs/adding-an-area.md). */
export default defineArea({
  id: 'shopping',
  i18nNamespace: 'shopping',
  routes: [
    {
      path: '/shopping-list-parent',
      access: 'auth',
      titleKey: 'nav.shoppingList',
      page: () => import('./ShoppingParentPage'),
    },
    {
      path: '/shopping-lists',
      access: 'auth',
      titleKey: 'shopping.listsTitle',
      page: () => import('./ShoppingListsPage'),
    },
    {
      path: '/specific-shopping-list/:listId',
      access: 'auth',
      titleKey: 'shopping.listTitle',
      page: () => import('./SpecificShoppingListPage'),
    },
    {
      path: '/shopping-list/:listId',
      access: 'auth',
      titleKey: 'shopping.list.settings',
      page: () => import('./ShoppingListSettingsPage'),
    },
  ],
  sideBar: {
    place: 'shoppingList',
    order: 50,
    labelKey: 'nav.shoppingList',
    descriptionKey: 'shopping.nav.description',
    icon: IconShoppingCart,
    path: '/shopping-list-parent',
    segments: ['shopping-lists', 'specific-shopping-list', 'shopping-list'],
    collections: () => import('./side-bar'),
  },
  shortcuts: [{ id: 'shopping', labelKey: 'shopping.shortcut', icon: IconShoppingCart, path: '/shopping-lists' }],
  itemLists: { 'specific-shopping-list': '/shopping-lists', 'shopping-list': '/shopping-lists' },
  commands: () => import('./commands'),
  dashboard: [{ id: 'shopping', order: 50, component: () => import('./ShoppingDashboard') }],
  live: () => import('./live'),
  keptOffline: { keep: [shoppingKeys.all] },
});
