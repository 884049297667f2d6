import { act } from '@testing-library/react';
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { MemoryRouter, useNavigate, useRoutes, type NavigateFunction, type RouteObject } from 'react-router';
import { renderInProviders, renderRoutes } from './providers.test-kit';

/**
 * A page as app/router.tsx draws every page: inside a Suspense boundary at the same place in the
 * tree, so the next page reuses the boundary that shows this one, and while the next page
 * suspends React keeps this one on screen (the navigation is a transition).
 */
export function asPage(page: ReactElement): ReactElement {
  return <Suspense fallback={<p>loading</p>}>{page}</Suspense>;
}

/** A page whose chunk is on its way until `arrive()`: "next page" once it has come. */
export function pageOnItsWay(): { element: ReactElement; arrive: () => Promise<void> } {
  let come: (() => void) | undefined;
  const Next = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        come = () => resolve({ default: () => <p>next page</p> });
      }),
  );
  return { element: asPage(<Next />), arrive: () => act(async () => come?.()) };
}

/** Renders routes and goes to an address the way a link does; a pending render stays pending. */
type RenderWithGo = (routes: RouteObject[], path: string) => { go: (path: string) => Promise<void> };

/**
 * The two kinds of router a page meets: the tests' data router and a history router (the app's
 * `<BrowserRouter>` is one; a `<MemoryRouter>` here, whose navigator is a history the same way).
 */
export const routerKinds: { kind: string; renderAt: RenderWithGo }[] = [
  {
    kind: 'a data router',
    renderAt: (routes, path) => {
      const { router } = renderRoutes(routes, path);
      return { go: (to) => act(async () => void router.navigate(to)) };
    },
  },
  {
    kind: 'a history router (as the app’s <BrowserRouter>)',
    renderAt: (routes, path) => {
      let navigate: NavigateFunction | undefined;
      function Links() {
        navigate = useNavigate();
        return useRoutes(routes);
      }
      renderInProviders(
        <MemoryRouter initialEntries={[path]}>
          <Links />
        </MemoryRouter>,
      );
      return { go: (to) => act(async () => void navigate?.(to)) };
    },
  },
];
