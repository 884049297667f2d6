import { act, renderHook, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/i18n';
import i18next from 'i18next';
import { session } from '../api/session';
import { preferencesSaving, usePreferences } from './use-preferences';
import { signInForTest, stubServer } from '../test/session.test-kit';

afterEach(() => {
  act(() => session.clear());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  void i18next.changeLanguage('en');
});

describe('usePreferences', () => {
  it('gives the defaults and refuses to save when nobody is signed in', async () => {
    const { result } = renderHook(() => usePreferences());
    expect(result.current.preferences.theme).toBe('light');
    expect(await result.current.savePreferences({ theme: 'dark' })).toBe(false);
  });

  it('changes at once, then keeps what the server saved', async () => {
    signInForTest({ timeFilter: 'day' });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = stubServer({});
    server.fetch.mockImplementation(async () => {
      await gate;
      return new Response(
        JSON.stringify({
          status: true,
          data: { preferences: { ...session.current!.preferences, timeFilter: 'week' } },
        }),
        { status: 200 },
      );
    });
    const { result } = renderHook(() => usePreferences());

    let saved: Promise<boolean> = Promise.resolve(false);
    act(() => {
      saved = result.current.savePreferences({ timeFilter: 'week' });
    });
    expect(result.current.preferences.timeFilter).toBe('week');
    expect(preferencesSaving()).toBe(true);

    release();
    await act(async () => {
      expect(await saved).toBe(true);
    });
    expect(result.current.preferences.timeFilter).toBe('week');
    expect(preferencesSaving()).toBe(false);
    const [url, init] = server.fetch.mock.calls[0]!;
    expect(url).toBe('/api/auth/user/user-1');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ preferences: { timeFilter: 'week' } });
  });

  it('reverts only the changed keys and says so when saving fails', async () => {
    signInForTest({ theme: 'light', timeFilter: 'month' });
    stubServer({ 'PUT /api/auth/user/user-1': { status: 500, body: { status: false, message: 'Boom' } } });
    const show = vi.spyOn(notifications, 'show');
    const { result } = renderHook(() => usePreferences());

    let ok = true;
    await act(async () => {
      ok = await result.current.savePreferences({ theme: 'dark' });
    });
    expect(ok).toBe(false);
    expect(result.current.preferences.theme).toBe('light');
    expect(result.current.preferences.timeFilter).toBe('month');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Could not update preferences' }));
  });

  it('uses the message it is given, in the current language, or none when quiet', async () => {
    signInForTest();
    stubServer({ 'PUT /api/auth/user/user-1': { status: 500, body: { status: false, message: 'Boom' } } });
    const show = vi.spyOn(notifications, 'show');
    await act(() => i18next.changeLanguage('se'));
    const { result } = renderHook(() => usePreferences());

    await act(() => result.current.savePreferences({ language: 'se' }, { failureMessage: 'couldNotSaveLanguage' }));
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'Kunde inte spara språk' }));

    await act(() => result.current.savePreferences({ theme: 'dark' }, { quiet: true }));
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('does not let an earlier answer undo a later change', async () => {
    signInForTest({ timeFilter: 'day' });
    const server = stubServer({});
    const releases: (() => void)[] = [];
    server.fetch.mockImplementation(async (_url, init) => {
      const sent = JSON.parse(String(init?.body)) as { preferences: object };
      await new Promise<void>((resolve) => releases.push(resolve));
      return new Response(
        JSON.stringify({
          status: true,
          data: { preferences: { ...session.current!.preferences, ...sent.preferences } },
        }),
        { status: 200 },
      );
    });
    const { result } = renderHook(() => usePreferences());
    let first: Promise<boolean> = Promise.resolve(false);
    let second: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = result.current.savePreferences({ timeFilter: 'week' });
      second = result.current.savePreferences({ timeFilter: 'month' });
    });
    await waitFor(() => expect(releases).toHaveLength(2));
    await act(async () => {
      releases[0]!();
      await first;
    });
    expect(result.current.preferences.timeFilter).toBe('month');
    await act(async () => {
      releases[1]!();
      await second;
    });
    expect(result.current.preferences.timeFilter).toBe('month');
  });
});
