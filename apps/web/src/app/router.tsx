import { Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { AreaRoute } from '../shared/area';
import { routes } from './area-registry';
import type { RouteHandle } from './route-types';
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
    handle: { access: route.access, titleKey: route.titleKey } satisfies RouteHandle,
    children: route.children?.map(toRouteObject),
  };
}

export function createAppRouter() {
  return createBrowserRouter([
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
  ]);
}
