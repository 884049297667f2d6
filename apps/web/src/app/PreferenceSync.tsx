import { useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../api/use-session';

/** Applies the signed-in person's saved theme and language on every device they sign in on. */
export function PreferenceSync() {
  const user = useSession();
  const { setColorScheme } = useMantineColorScheme();
  const { i18n } = useTranslation();
  const theme = user?.preferences.theme;
  const language = user?.preferences.language;

  useEffect(() => {
    if (theme) setColorScheme(theme);
  }, [theme, setColorScheme]);

  useEffect(() => {
    if (language && i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language === 'se' ? 'sv' : 'en';
  }, [language, i18n]);

  return null;
}
