import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import type { Access } from '../shared/area';
import { extraSession } from '../api/extra-session';
import { session } from '../api/session';
import { DocumentTitle } from './DocumentTitle';
import { NotFoundPage } from './NotFoundPage';
import { RouteGuard } from './RouteGuard';
import { renderRoutes } from '../test/providers.test-kit';
import { signInForTest } from '../test/session.test-kit';

function LoginStub() {
  const location = useLocation();
  return <p>Login, then {(location.state as { from?: string } | null)?.from ?? 'Home'}</p>;
}

/** A page behind the guard that says its name. */
function guardedPage(path: string, access: Access, text: string, titleKey: string): RouteObject {
  return {
    path,
    element: (
      <RouteGuard access={access}>
        <p>{text}</p>
      </RouteGuard>
    ),
    handle: { access, titleKey },
  };
}

function renderApp(path: string) {
  return renderRoutes(
    [
      {
        element: (
          <>
            <DocumentTitle />
            <Outlet />
          </>
        ),
        children: [
          { path: '/login', element: <LoginStub />, handle: { access: 'none', titleKey: 'nav.home' } },
          guardedPage('/settings', 'auth', 'Settings page', 'nav.settings'),
          { path: '/password-login', element: <LoginStub />, handle: { access: 'auth', titleKey: 'nav.home' } },
          guardedPage('/password-groups', 'xauth', 'Password groups', 'nav.home'),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
    path,
  );
}

afterEach(() => {
  act(() => session.clear());
});

describe('RouteGuard', () => {
  it('sends a person without the vault open to /password-login, and out of the vault when it closes', () => {
    signInForTest();
    const first = renderApp('/password-groups');
    expect(first.router.state.location.pathname).toBe('/password-login');
    expect(screen.getByText('Login, then /password-groups')).toBeInTheDocument();
    first.unmount();

    act(() => extraSession.open({ token: 'x', refreshToken: 'xr', expiresIn: 60_000 }));
    const { router } = renderApp('/password-groups');
    expect(screen.getByText('Password groups')).toBeInTheDocument();
    act(() => extraSession.clear());
    expect(router.state.location.pathname).toBe('/password-login');
    expect(session.current).not.toBeNull();
  });

  it('sends a signed-out person to /login, remembering where they were headed', () => {
    const { router } = renderApp('/settings?tab=2#x');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('Login, then /settings?tab=2#x')).toBeInTheDocument();
  });

  it('shows the page to a signed-in person, titled with the route name', async () => {
    signInForTest();
    renderApp('/settings');
    expect(screen.getByText('Settings page')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Settings · Ordna'));
  });

  it('shows a not-found page for an unknown path', async () => {
    renderApp('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found · Ordna'));
  });
});
