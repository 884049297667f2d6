import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Outlet, useLocation } from 'react-router';
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
          {
            path: '/settings',
            element: (
              <RouteGuard access="auth">
                <p>Settings page</p>
              </RouteGuard>
            ),
            handle: { access: 'auth', titleKey: 'nav.settings' },
          },
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
