import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@ordna/contract/constants';
import { session } from '../api/session';
import { englishRefusals } from './refusals';

type Catalogue = Record<string, unknown>;

/**
 * JSON files per area and language, merged into one catalogue per language so keys read
 * "time.addGroup" as the architecture asks. A dotted file name nests: locales/en/time.admin.json
 * holds the keys "time.admin.*". Separate files keep each part of an area in its own file.
 * English refusals are not in a file: they are built from the contract's catalogue (see refusals.ts).
 */
const files = import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true, import: 'default' });

function placeAt(target: Catalogue, path: string[], content: Catalogue): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Catalogue;
  }
  const last = path[path.length - 1]!;
  node[last] = { ...(node[last] as Catalogue | undefined), ...content };
}

export function catalogues(): Record<string, Catalogue> {
  const byLanguage: Record<string, Catalogue> = {};
  const sorted = Object.entries(files).sort(([a], [b]) => a.localeCompare(b));
  for (const [file, content] of sorted) {
    const match = /\.\/locales\/(\w+)\/([\w.-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, language, name] = match as unknown as [string, string, string];
    byLanguage[language] ??= {};
    placeAt(byLanguage[language], name.split('.'), content);
  }
  placeAt((byLanguage.en ??= {}), ['refusals'], englishRefusals());
  return byLanguage;
}

const resources = Object.fromEntries(
  Object.entries(catalogues()).map(([language, translation]) => [language, { translation }]),
);

// The signed-in person's language from the first render on, so a reload never flashes English.
void i18next.use(initReactI18next).init({
  resources,
  lng: session.current?.preferences.language ?? DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
});

// The product's code for Swedish is 'se', which Intl reads as Northern Sami, whose
// plurals have a 'two' form. Counting must follow Swedish rules (one/other), so plural rules for
// 'se' are Swedish's. pluralResolver is typed `any` by i18next; this is the shape it has.
const pluralResolver = i18next.services.pluralResolver as {
  getRule: (code: string, options?: { ordinal?: boolean }) => Intl.PluralRules | undefined;
};
const ruleOf = pluralResolver.getRule.bind(pluralResolver);
pluralResolver.getRule = (code, options) => ruleOf(code === 'se' ? 'sv' : code, options);

export default i18next;
