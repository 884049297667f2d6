import { matchPath } from 'react-router';
import type { AreaRoute } from '../shared/area';
import { itemLists } from './area-registry';

/**
 * The second bar's "up one area" target: an item page goes to its list, a nested page to the
 * nearest page above it that exists (/settings/profile → /settings), a top page to Home.
 * Null on Home itself. `exists` tells which paths have a page (all of them unless told); `lists`
 * maps an item page's first segment to its list (the areas' `itemLists` unless told).
 */
export function parentPath(
  pathname: string,
  exists: (path: string) => boolean = () => true,
  lists: Readonly<Record<string, string>> = itemLists,
): string | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return null;
  const list = lists[segments[0]!];
  if (list && exists(list)) return list;
  for (let length = segments.length - 1; length > 0; length--) {
    const path = `/${segments.slice(0, length).join('/')}`;
    if (exists(path)) return path;
  }
  return '/';
}

function patternsOf(routes: readonly AreaRoute[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    return [path, ...patternsOf(route.children ?? [], path)];
  });
}

/** Whether a path has a page in the route table. */
export function pathExistsIn(routes: readonly AreaRoute[]): (path: string) => boolean {
  const patterns = patternsOf(routes);
  return (path) => patterns.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null);
}
