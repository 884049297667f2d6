import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@ordna/contract/constants';
import { session } from '../api/session';
import type { Catalogue } from './catalogue';

/**
 * One catalogue per language (locales/<lang>/catalogue.ts merges that language's JSON files), each
 * in its own chunk: the first load carries only the person's language, another loads when they
 * switch to it.
 */
const loaders = import.meta.glob<Catalogue>('./locales/*/catalogue.ts', { import: 'default' });
const loaderOf = (language: string) => loaders[`./locales/${language}/catalogue.ts`];

/** i18next asks this for a language before it uses it, so `changeLanguage` switches only once the texts are here. */
const catalogueLoader: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, done) => {
    const load = loaderOf(language);
    if (!load) {
      done(new Error(`No catalogue for the language '${language}'`), false);
      return;
    }
    load().then(
      (catalogue) => done(null, catalogue),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Resolves once the signed-in person's language (or the default) is loaded: render after it, so
 * a reload never flashes English or bare keys. Every catalogue holds every key (i18n.test.ts),
 * so a language we ship needs no other as its fallback; one we do not ship falls back to English.
 */
export const i18nReady: Promise<unknown> = i18next
  .use(catalogueLoader)
  .use(initReactI18next)
  .init({
    lng: session.current?.preferences.language ?? DEFAULT_LANGUAGE,
    fallbackLng: (code) => (loaderOf(code) ? [] : [DEFAULT_LANGUAGE]),
    interpolation: { escapeValue: false },
    returnNull: false,
    // The language is here before the first render and before every switch, so nothing waits
    // on it: a suspending useTranslation would blank a page (or hide the shell) for nothing.
    react: { useSuspense: false },
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
