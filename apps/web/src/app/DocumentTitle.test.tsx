import { act, waitFor } from '@testing-library/react';
import { createBrowserRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../api/session';
import { renderRouter } from '../test/providers.test-kit';
import { signInForTest, stubServer } from '../test/session.test-kit';
import { appRoutes } from './router';

afterEach(() => {
  act(() => session.clear());
  vi.unstubAllGlobals();
});

function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter(appRoutes());
  renderRouter(router);
  return router;
}

describe('the page title', () => {
  it('follows the page shown when a signed-in visit to /Auth goes Home', async () => {
    signInForTest();
    stubServer({});
    document.title = 'Ordna';
    const router = renderApp('/Auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(document.title).toBe('Home · Ordna'));
  });

  it('never takes the name of a page that only redirects (a signed-in /Auth)', async () => {
    signInForTest();
    stubServer({});
    const titles: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'title')!;
    vi.spyOn(document, 'title', 'set').mockImplementation((value: string) => {
      titles.push(value);
      descriptor.set!.call(document, value);
    });
    const router = renderApp('/Auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(document.title).toBe('Home · Ordna'));
    expect(titles).not.toContain('Two-factor sign-in · Ordna');
  });

  it('is set again on each navigation, even to a page of the same name', async () => {
    signInForTest();
    stubServer({});
    const router = renderApp('/settings');
    await waitFor(() => expect(document.title).toBe('Settings · Ordna'));
    // Something else wrote the title (a running stamp's clock, say); the next page puts its own back.
    document.title = '▶ 0:05 · Time Tracker · Ordna';
    await act(() => router.navigate('/settings'));
    await waitFor(() => expect(document.title).toBe('Settings · Ordna'));
  });
});
