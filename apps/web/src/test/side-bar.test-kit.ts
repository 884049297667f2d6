/**
 * The side bar in the product's order (the specification: Home, Dashboard, Notes, Time Tracker,
 * Shopping List, Recipes, Passwords, Storage, Drinks, Counter, Settings), written out once for
 * the tests that check it: each area's place and its English name.
 */
export const SIDE_BAR = [
  { place: 'home', name: 'Home' },
  { place: 'dashboard', name: 'Dashboard' },
  { place: 'notes', name: 'Notes' },
  { place: 'timeTracker', name: 'Time Tracker' },
  { place: 'shoppingList', name: 'Shopping List' },
  { place: 'recipes', name: 'Recipes' },
  { place: 'passwords', name: 'Passwords' },
  { place: 'storage', name: 'Storage' },
  { place: 'drinks', name: 'Drinks' },
  { place: 'counter', name: 'Counter' },
  { place: 'settings', name: 'Settings' },
] as const;

/** The side bar's places, in order. */
export const SIDE_BAR_PLACES: string[] = SIDE_BAR.map((area) => area.place);

/** The side bar's English names, in order (Passwords among them: it shows once the person asks). */
export const SIDE_BAR_NAMES: string[] = SIDE_BAR.map((area) => area.name);

/** The English names a person sees before showing Passwords. */
export const SHOWN_BY_DEFAULT: string[] = SIDE_BAR_NAMES.filter((name) => name !== 'Passwords');
