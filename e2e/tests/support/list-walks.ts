/**
 * "Each list item supports ctrl+c, ctrl+n, enter, delete" (the spec, §lists): every list in the
 * product, walked from the keyboard with all four keys. The table names the components that call
 * `useListShortcuts`; a component that calls it and is missing here fails the first test, so a new
 * list joins the walk.
 */
export interface ListWalk {
  list: string;
  /** The files (under apps/web/src/areas) whose `useListShortcuts` this walk covers. */
  components: string[];
  /** The page, given what setUp made. */
  path: (made: Made) => string;
  /** The item walked (its name is in its row and in what Ctrl+C copies). */
  item: string;
  /** The row's text when it does not show the item's name (a stamp shows its times). */
  rowText?: RegExp;
  /** Where Ctrl+N adds when it is a page of its own (else a dialog or the list's add field takes the focus). */
  addsAt?: RegExp;
  /** Ctrl+N adds an item at once (a sub group's Ctrl+N starts a stamp, as its Start does). */
  addsRow?: true;
  /** What Enter does when it is not opening the item: a shopping item is ticked off. */
  enterTicks?: true;
  /** In the vault, whose key lives in the page: reached by moving inside the app, not by loading a page. */
  vault?: true;
}

export type Made = Record<string, string>;

export const WALKS: ListWalk[] = [
  {
    list: 'notes collections',
    components: ['notes/NotesCollectionsPage.tsx'],
    path: () => '/notes-collections',
    item: 'Diary',
  },
  {
    list: 'a collection’s notes',
    components: ['notes/NoteList.tsx'],
    path: (made) => `/notes-collection/${made.diary}`,
    item: 'Monday',
  },
  { list: 'note contexts', components: ['notes/NoteContextsPage.tsx'], path: () => '/note-contexts', item: 'Family' },
  {
    list: 'shopping lists',
    components: ['shopping/ShoppingListsPage.tsx'],
    path: () => '/shopping-lists',
    item: 'Groceries',
  },
  {
    list: 'a shopping list’s items',
    components: ['shopping/use-shopping-list-view.ts'],
    path: (made) => `/specific-shopping-list/${made.groceries}`,
    item: 'Oat milk',
    enterTicks: true,
  },
  {
    list: 'recipe collections',
    components: ['recipes/RecipeCollectionsPage.tsx'],
    path: () => '/recipe-collections',
    item: 'Dinners',
  },
  {
    list: 'a collection’s recipes',
    components: ['recipes/use-recipe-collection-page.ts'],
    path: (made) => `/recipe-collection/${made.dinners}`,
    item: 'Pancakes',
    addsAt: /\/add-recipe\//,
  },
  {
    list: 'storage groups',
    components: ['storage/StorageGroupsPage.tsx'],
    path: () => '/storage-groups',
    item: 'Freezer',
  },
  {
    list: 'a storage group’s items',
    components: ['storage/StorageGroupPage.tsx'],
    path: (made) => `/storage-group/${made.freezer}`,
    item: 'Peas',
  },
  {
    list: 'drink collections',
    components: ['drinks/DrinkCollectionsPage.tsx'],
    path: () => '/drink-collections',
    item: 'Classics',
  },
  {
    list: 'a collection’s drinks',
    components: ['drinks/DrinkCollectionPage.tsx'],
    path: (made) => `/drink-collection/${made.classics}`,
    item: 'Negroni',
  },
  {
    list: 'counter groups and their counters',
    components: ['counters/CounterGroupSection.tsx'],
    path: () => '/counter-groups',
    item: 'Water',
  },
  {
    list: 'time groups',
    components: ['time/components/EntryList.tsx'],
    path: () => '/time-groups',
    item: 'Work',
  },
  {
    list: 'a sub group’s time stamps',
    components: ['time/stamps/StampDays.tsx'],
    path: (made) => `/sub-group/${made.ordna}`,
    item: 'Ordna',
    rowText: /\d\d:\d\d/,
    addsRow: true,
  },
  {
    list: 'password groups',
    components: ['passwords/PasswordGroupsPage.tsx'],
    path: () => '/password-groups',
    item: 'Email',
    vault: true,
  },
  {
    list: 'a password group’s entries',
    components: ['passwords/components/EntryList.tsx'],
    path: (made) => `/password-group/${made.email}`,
    item: 'Mail',
    addsAt: /\/add-password\//,
    vault: true,
  },
];
