import type { AreaRoute, NamedRoute } from '../../shared/area';
import { matchNames, normalName } from './match-names';

/** A path the person can open as it is: none of its parts is a parameter (an optional last one is dropped). */
function openablePath(path: string): string | null {
  const bare = path.replace(/\/:[^/]+\?$/, '') || '/';
  return bare.includes(':') ? null : bare;
}

/** Every page that `go` can open, by its title in the person's language, one path per title. */
export function namedRoutes(routes: readonly AreaRoute[], title: (titleKey: string) => string): NamedRoute[] {
  const named = new Map<string, NamedRoute>();
  const visit = (route: AreaRoute, parent: string) => {
    const full = route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const path = openablePath(full);
    const name = title(route.titleKey);
    if (path && !named.has(name)) named.set(name, { path, title: name });
    for (const child of route.children ?? []) visit(child, full);
  };
  for (const route of routes) visit(route, '/');
  return [...named.values()];
}

/** The page a typed name means: by its path ('/time-groups' or 'time-groups'), else the best-fitting title. */
export function findRoute(typed: string, routes: readonly NamedRoute[]): NamedRoute | undefined {
  const asPath = `/${normalName(typed).replace(/^\//, '')}`;
  const byPath = routes.find((route) => route.path.toLowerCase() === asPath);
  if (byPath) return byPath;
  const [best] = matchNames(
    typed,
    routes.map((route) => route.title),
  );
  return routes.find((route) => route.title === best);
}
