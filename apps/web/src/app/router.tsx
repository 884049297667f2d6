import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Center, Loader } from '@mantine/core';
import type { AreaRoute } from '../shared/area';
import { routes } from './area-registry';
import type { RouteHandle } from './route-types';
import { RouteGuard } from './RouteGuard';
import { Layout } from './Layout';
import { NotFoundPage } from './NotFoundPage';
import { pathExistsIn } from './up-one-area';

const pageCache = new Map<AreaRoute['page'], ComponentType>();

function pageOf(route: AreaRoute): ComponentType {
  let page = pageCache.get(route.page);
  if (!page) {
    page = lazy(route.page);
    pageCache.set(route.page, page);
  }
  return page;
}

export function PageLoader() {
  return (
    <Center h="50vh" aria-busy="true">
      <Loader />
    </Center>
  );
}

function toRouteObject(route: AreaRoute): RouteObject {
  const Page = pageOf(route);
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
      children: [...routes.map(toRouteObject), { path: '*', element: <NotFoundPage /> }],
    },
  ]);
}
