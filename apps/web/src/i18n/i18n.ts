import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

type Catalogue = Record<string, unknown>;

/**
 * One JSON file per area and language (locales/en/time.json, locales/se/time.json), merged into
 * one catalogue per language so keys read "time.addGroup" as the architecture asks.
 */
const files = import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true, import: 'default' });

export function catalogues(): Record<string, Catalogue> {
  const byLanguage: Record<string, Catalogue> = {};
  for (const [file, content] of Object.entries(files)) {
    const match = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, language, area] = match as unknown as [string, string, string];
    byLanguage[language] = { ...byLanguage[language], [area]: content };
  }
  return byLanguage;
}

const resources = Object.fromEntries(
  Object.entries(catalogues()).map(([language, translation]) => [language, { translation }]),
);

void i18next.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18next;
