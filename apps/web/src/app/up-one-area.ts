import { matchPath } from 'react-router';
import type { AppRoute } from './route-types';

/** A page for one item goes up to the list of its kind (/time-group/list/x → /time-groups). */
const listOfItem: Record<string, string> = {
  'time-group': '/time-groups',
  'sub-group': '/time-groups',
  'time-stamp': '/time-groups',
  'notes-collection': '/notes-collections',
  note: '/notes-collections',
  'note-context': '/note-contexts',
  'recipe-collection': '/recipe-collections',
  recipe: '/recipe-collections',
  'add-recipe': '/recipe-collections',
  'password-group': '/password-groups',
  password: '/password-groups',
  'add-password': '/password-groups',
  'shopping-list': '/shopping-lists',
  'specific-shopping-list': '/shopping-lists',
  'storage-group': '/storage-groups',
  'storage-item': '/storage-groups',
  'drink-collection': '/drink-collections',
  drink: '/drink-collections',
};

/**
 * The second bar's "up one area" target: an item page goes to its list, a nested page to the
 * nearest page above it that exists (/settings/profile → /settings), a top page to Home.
 * Null on Home itself. `exists` tells which paths have a page (all of them unless told).
 */
export function parentPath(pathname: string, exists: (path: string) => boolean = () => true): string | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return null;
  const list = listOfItem[segments[0]!];
  if (list && exists(list)) return list;
  for (let length = segments.length - 1; length > 0; length--) {
    const path = `/${segments.slice(0, length).join('/')}`;
    if (exists(path)) return path;
  }
  return '/';
}

function patternsOf(routes: readonly AppRoute[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    return [path, ...patternsOf(route.children ?? [], path)];
  });
}

/** Whether a path has a page in the route table. */
export function pathExistsIn(routes: readonly AppRoute[]): (path: string) => boolean {
  const patterns = patternsOf(routes);
  return (path) => patterns.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null);
}
