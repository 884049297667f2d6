import { Suspense, useState } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import type { AreaRoute } from '../shared/area';
import { routes } from './area-registry';
import { RouteGuard } from './RouteGuard';
import { Layout } from './Layout';
import { PageLoader } from './PageLoader';
import { preloadableOf } from './preloadable';
import { pathExistsIn } from './up-one-area';

/** The 404 page, loaded only when a path matches nothing. */
const notFound = preloadableOf(() => import('./NotFoundPage').then((module) => ({ default: module.NotFoundPage })));

function toRouteObject(route: AreaRoute): RouteObject {
  const Page = preloadableOf(route.page).Component;
  return {
    path: route.path,
    element: (
      <RouteGuard access={route.access}>
        <Suspense fallback={<PageLoader />}>
          <Page />
        </Suspense>
      </RouteGuard>
    ),
    children: route.children?.map(toRouteObject),
  };
}

/**
 * The app's route table: every area's routes inside the layout, then the 404. Drawn by
 * `<AppRoutes>` inside a `<BrowserRouter>` (declarative routing: the app uses no loaders or
 * actions, and the data router's code would add ~16 kB gzip to the first load).
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <Layout pageExists={pathExistsIn(routes)} />,
      children: [
        ...routes.map(toRouteObject),
        {
          path: '*',
          element: (
            <Suspense fallback={<PageLoader />}>
              <notFound.Component />
            </Suspense>
          ),
        },
      ],
    },
  ];
}

/** The page at the current address, from the route table (built once). */
export function AppRoutes() {
  const [table] = useState(appRoutes);
  return useRoutes(table);
}
