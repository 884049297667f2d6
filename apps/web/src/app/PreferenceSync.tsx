import { useMantineColorScheme } from '@mantine/core';
import type { Preferences } from '@ordna/contract/auth';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { session } from '../api/session';
import { useSession } from '../api/use-session';
import { preferencesSaving } from '../shared/use-preferences';

interface CurrentUser {
  _id: string;
  username: string;
  is2faEnabled: boolean;
  preferences: Preferences;
}

/**
 * Applies the signed-in person's saved theme and language on every device they sign in on:
 * from the session at once, then from the server (GET /auth/user) when the app opens, so a
 * change made on another device shows here too.
 */
export function PreferenceSync() {
  const user = useSession();
  const { setColorScheme } = useMantineColorScheme();
  const { i18n } = useTranslation();
  const userId = user?._id;
  const theme = user?.preferences.theme;
  const language = user?.preferences.language;

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    api
      .get<CurrentUser>('/auth/user', undefined, controller.signal)
      .then((fresh) => {
        const current = session.current;
        if (current?._id !== fresh._id || preferencesSaving()) return;
        const unchanged =
          current.username === fresh.username &&
          current.is2faEnabled === fresh.is2faEnabled &&
          JSON.stringify(current.preferences) === JSON.stringify(fresh.preferences);
        if (unchanged) return;
        session.setUser({ username: fresh.username, is2faEnabled: fresh.is2faEnabled, preferences: fresh.preferences });
      })
      .catch(() => {
        // Offline or signed out meanwhile: the session's copy stays in use.
      });
    return () => controller.abort();
  }, [userId]);

  useEffect(() => {
    if (!theme) return;
    setColorScheme(theme);
    // The browser's own bars match the header, as public/theme-boot.js set them on load.
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', theme === 'dark' ? '#1a1d24' : '#ffffff');
  }, [theme, setColorScheme]);

  useEffect(() => {
    if (language && i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = (language ?? i18n.language) === 'se' ? 'sv' : 'en';
  }, [language, i18n]);

  return null;
}
