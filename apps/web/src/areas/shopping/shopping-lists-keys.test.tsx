import { describeListKeys, okAnswer as ok } from '../../test/list-keys.test-kit';
import ShoppingListsPage from './ShoppingListsPage';

/** The shopping lists from the keyboard (the notes lists: areas/notes/notes-list-keys.test.tsx). */
describeListKeys([
  {
    list: 'shopping lists',
    path: '/shopping-lists',
    page: <ShoppingListsPage />,
    answers: {
      'GET /api/shopping-list': ok([{ _id: 'l-1', name: 'Groceries', itemCount: 2, uncheckedCount: 1 }]),
      'DELETE /api/shopping-list': ok(null),
    },
    name: 'Groceries',
    opens: '/specific-shopping-list/l-1',
    dialog: 'Delete “Groceries”?',
    confirm: 'Delete list',
    deletes: '/api/shopping-list?listId=l-1',
    addTitle: 'New shopping list',
  },
]);
