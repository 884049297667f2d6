import '../i18n/i18n';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type DataRouter, type RouteObject } from 'react-router';
import { AreaDeclarationsContext, AreasContext } from '../shared/areas-context';
import type { Access } from '../shared/area';
import { areas, navAreas } from '../app/area-registry';
import { RouteGuard } from '../app/RouteGuard';
import { preloadShell } from '../app/Layout';
import { theme } from '../app/theme';

// The signed-in frame is a chunk of its own in the app; here it is loaded once, so it renders at once.
await preloadShell();

/**
 * Renders routes inside the app's providers (Mantine, TanStack Query) at `path`, for tests.
 * Mantine's test environment (`env="test"`) shows a menu, popover or modal at once, without its
 * transition or portal: a test waits for what it needs, never for an animation a busy machine
 * draws late (a menu still `display: none` when the test looked for its item).
 */
export function renderRoutes(routes: RouteObject[], path = '/') {
  return renderRouter(createMemoryRouter(routes, { initialEntries: [path] }));
}

/** Renders a router (the app's own, or one made for a test) inside the app's providers. */
export function renderRouter<R extends DataRouter>(router: R) {
  return { ...renderInProviders(<RouterProvider router={router} />), router };
}

/** Renders inside the app's providers (a router of its own included). */
export function renderInProviders(element: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <AreaDeclarationsContext value={areas}>
          <AreasContext value={navAreas}>{element}</AreasContext>
        </AreaDeclarationsContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, queryClient };
}

/** Renders one element inside the app's providers at `path`. */
export function renderWithProviders(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}

/** A page behind the app's real route guard, so an area's tests need not reach into the shell. */
export function guarded(access: Access, element: ReactNode) {
  return <RouteGuard access={access}>{element}</RouteGuard>;
}
