import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../api/session';
import { Layout } from './Layout';
import type { NavArea } from '../shared/area';
import { navAreas } from './area-registry';
import { renderRoutes } from '../test/providers.test-kit';
import { signInForTest, stubServer } from '../test/session.test-kit';
import { SHOWN_BY_DEFAULT } from '../test/side-bar.test-kit';

function renderLayout(path: string, areas: readonly NavArea[] = navAreas) {
  return renderRoutes(
    [
      {
        element: <Layout areas={areas} />,
        children: [
          { path: '/login', element: <p>Login page</p> },
          { path: '*', element: <p>Page content</p> },
        ],
      },
    ],
    path,
  );
}

const navigation = () => screen.getByRole('navigation', { name: 'Main navigation' });
const navLinkNames = () =>
  within(navigation())
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => {
  act(() => session.clear());
  vi.unstubAllGlobals();
});

describe('Layout', () => {
  it('shows only the page when nobody is signed in', () => {
    renderLayout('/login');
    expect(screen.getByText('Login page')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('lists every area in the side bar order, Passwords hidden until the person shows it', () => {
    signInForTest();
    stubServer({});
    renderLayout('/');
    expect(screen.getByText('Page content')).toBeInTheDocument();
    expect(navLinkNames().slice(0, SHOWN_BY_DEFAULT.length)).toEqual(SHOWN_BY_DEFAULT);
    expect(within(navigation()).queryByRole('link', { name: 'Passwords' })).not.toBeInTheDocument();
  });

  it('marks the current area', () => {
    signInForTest();
    stubServer({});
    renderLayout('/settings');
    expect(within(navigation()).getAllByRole('link', { name: 'Settings' })[0]).toHaveAttribute('data-active');
    expect(within(navigation()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('data-active');
  });

  it('hides Passwords unless the preference shows it', () => {
    signInForTest({ showPasswords: false });
    stubServer({});
    const { unmount } = renderLayout('/');
    expect(within(navigation()).queryByRole('link', { name: 'Passwords' })).not.toBeInTheDocument();
    unmount();

    signInForTest({ showPasswords: true });
    renderLayout('/');
    expect(within(navigation()).getByRole('link', { name: 'Passwords' })).toHaveAttribute('href', '/password-groups');
  });

  it("shows the time area's own links while inside it", async () => {
    signInForTest();
    stubServer({
      'GET /api/time-group': {
        status: 200,
        body: {
          status: true,
          data: [
            { _id: 'g1', name: 'Work', tags: [] },
            { _id: 'g2', name: 'Study', tags: [] },
          ],
        },
      },
    });
    renderLayout('/time-group/list/g2');
    const study = await within(navigation()).findByRole('link', { name: 'Study' });
    expect(study).toHaveAttribute('href', '/time-group/list/g2');
    expect(study).toHaveAttribute('data-active');
    expect(within(navigation()).getByRole('link', { name: 'Work' })).not.toHaveAttribute('data-active');
    expect(within(navigation()).getByRole('link', { name: 'All time groups' })).toHaveAttribute('href', '/time-groups');
  });

  it.each([
    ['/notes-collection/c2', 'GET /api/notes-collection', 'All notes collections', '/notes-collection/c2'],
    ['/shopping-lists', 'GET /api/shopping-list', 'All shopping lists', '/specific-shopping-list/c2'],
    ['/recipe-collection/c2', 'GET /api/recipe-collection', 'All recipe collections', '/recipe-collection/c2'],
    ['/storage-groups', 'GET /api/storage-group', 'All storage groups', '/storage-group/c2'],
    ['/drink-collection/c2', 'GET /api/drink-collection', 'All drink collections', '/drink-collection/c2'],
    ['/counter-groups', 'GET /api/counter-group', 'All counter groups', '/counter-groups#counter-group-c2'],
  ])('inside %s, lists that area’s collections under its link', async (path, call, all, secondPath) => {
    signInForTest();
    const things = [
      { _id: 'c1', name: 'First', questions: [], counters: [] },
      { _id: 'c2', name: 'Second', questions: [], counters: [] },
    ];
    stubServer({ [call]: { status: 200, body: { status: true, data: things } } });
    renderLayout(path);
    const second = await within(navigation()).findByRole('link', { name: 'Second' });
    expect(second).toHaveAttribute('href', secondPath);
    expect(within(navigation()).getByRole('link', { name: 'First' })).toBeInTheDocument();
    expect(within(navigation()).getByRole('link', { name: all })).toBeInTheDocument();
    if (path === secondPath) expect(second).toHaveAttribute('aria-current', 'page');
  });

  it("lists no vault groups while the vault is locked, and no area's collections outside it", async () => {
    signInForTest({ showPasswords: true });
    const server = stubServer({});
    const { unmount } = renderLayout('/password-groups');
    expect(await within(navigation()).findByRole('link', { name: 'All password groups' })).toBeInTheDocument();
    expect(server.calls.filter((c) => c.path.startsWith('/api/password'))).toEqual([]);
    unmount();
    renderLayout('/settings');
    expect(within(navigation()).queryByRole('link', { name: /^All / })).not.toBeInTheDocument();
  });

  it('stays quiet when the time groups cannot be fetched', async () => {
    signInForTest();
    const server = stubServer({ 'GET /api/time-group': { status: 500, body: { status: false, message: 'Boom' } } });
    renderLayout('/time-tracker');
    await waitFor(() => expect(server.calls.some((call) => call.path.startsWith('/api/time-group'))).toBe(true));
    expect(within(navigation()).getByRole('link', { name: 'All time groups' })).toBeInTheDocument();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
  });

  it('shows the second bar with the up action and the shortcuts that exist', () => {
    signInForTest({ showSecondBar: true });
    stubServer({});
    renderLayout('/settings/profile');
    expect(screen.getByRole('link', { name: 'Up one area' })).toHaveAttribute('href', '/settings');
    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Notes', 'Time groups', 'Shopping lists', 'Recipes']);
  });

  it("follows the person's link order: areas reordered or hidden, custom links, and the second bar too", () => {
    signInForTest({
      showSecondBar: true,
      linkOrder: [
        { kind: 'area', place: 'settings', hidden: false },
        { kind: 'custom', id: 'wiki', label: 'Wiki', url: 'https://wiki.example.com/', hidden: false },
        { kind: 'area', place: 'timeTracker', hidden: true },
      ],
    });
    stubServer({});
    renderLayout('/');
    expect(navLinkNames().slice(0, 5)).toEqual(['Home', 'Dashboard', 'Notes', 'Settings', 'Wiki']);
    expect(within(navigation()).getByRole('link', { name: 'Wiki' })).toHaveAttribute(
      'href',
      'https://wiki.example.com/',
    );
    expect(within(navigation()).queryByRole('link', { name: 'Time Tracker' })).not.toBeInTheDocument();
    const shortcuts = within(screen.getByRole('navigation', { name: 'Shortcuts' })).queryAllByRole('link');
    expect(shortcuts.map((link) => link.textContent)).toEqual(['Notes', 'Shopping lists', 'Recipes']);
  });

  it('disables "up" on Home', () => {
    signInForTest();
    stubServer({});
    renderLayout('/');
    expect(screen.getByRole('button', { name: 'Up one area' })).toBeDisabled();
  });

  it('hides the second bar from the footer toggle and saves it', async () => {
    signInForTest({ showSecondBar: true });
    const server = stubServer({
      'PUT /api/auth/user/user-1': () => ({
        status: 200,
        body: { status: true, data: { preferences: { ...session.current!.preferences, showSecondBar: false } } },
      }),
    });
    renderLayout('/');
    await userEvent.click(screen.getByRole('button', { name: 'Shortcut bar' }));
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(server.calls).toContainEqual({
        method: 'PUT',
        path: '/api/auth/user/user-1',
        body: { preferences: { showSecondBar: false } },
      }),
    );
    expect(session.current?.preferences.showSecondBar).toBe(false);
  });

  it('switches the theme from the footer and saves it', async () => {
    signInForTest({ theme: 'light' });
    const server = stubServer({
      'PUT /api/auth/user/user-1': {
        status: 200,
        body: { status: true, data: { preferences: { ...session.current!.preferences, theme: 'dark' } } },
      },
    });
    renderLayout('/');
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await waitFor(() => expect(session.current?.preferences.theme).toBe('dark'));
    expect(server.calls.at(-1)?.body).toEqual({ preferences: { theme: 'dark' } });
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('signs out from the user menu and goes to /login', async () => {
    signInForTest();
    const server = stubServer({ 'POST /api/auth/logout': { status: 200, body: { status: true, data: null } } });
    const { router } = renderLayout('/settings');
    await userEvent.click(screen.getByRole('button', { name: /ada/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(session.current).toBeNull();
    expect(server.calls).toContainEqual({
      method: 'POST',
      path: '/api/auth/logout',
      body: { refreshToken: 'refresh' },
    });
    expect(screen.getByText('Login page')).toBeInTheDocument();
  });

  it('opens and closes the side bar on a phone with the burger and with swipes', async () => {
    signInForTest();
    stubServer({});
    renderLayout('/');
    const [mobileBurger] = screen.getAllByRole('button', { name: 'Toggle navigation' });
    expect(mobileBurger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(mobileBurger!);
    expect(mobileBurger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(mobileBurger!);
    expect(mobileBurger).toHaveAttribute('aria-expanded', 'false');

    fireEvent.touchStart(document, { touches: [{ clientX: 5, clientY: 400 }] });
    fireEvent.touchEnd(document, { changedTouches: [{ clientX: 220, clientY: 405 }] });
    expect(mobileBurger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.touchStart(document, { touches: [{ clientX: 300, clientY: 400 }] });
    fireEvent.touchEnd(document, { changedTouches: [{ clientX: 60, clientY: 395 }] });
    expect(mobileBurger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the phone side bar once a link is followed', async () => {
    signInForTest();
    stubServer({});
    const { router } = renderLayout('/');
    const [mobileBurger] = screen.getAllByRole('button', { name: 'Toggle navigation' });
    await userEvent.click(mobileBurger!);
    await userEvent.click(within(navigation()).getAllByRole('link', { name: 'Settings' })[0]!);
    expect(router.state.location.pathname).toBe('/settings');
    expect(mobileBurger).toHaveAttribute('aria-expanded', 'false');
  });
});
