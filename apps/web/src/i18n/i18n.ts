import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@ordna/contract/kernel/constants';
import { session } from '../api/session';
import type { Catalogue } from './catalogue';

/**
 * One catalogue per language (locales/<lang>/catalogue.ts merges that language's JSON files), each
 * in its own chunk: the first load carries only the person's language, another loads when they
 * switch to it.
 */
const loaders = import.meta.glob<Catalogue>('./locales/*/catalogue.ts', { import: 'default' });
const loaderOf = (language: string) => loaders[`./locales/${language}/catalogue.ts`];

/**
 * The product's code for Swedish is `se` (a preference, a folder), which Intl reads as Northern
 * Sami, whose plurals have a "two" form. i18next keeps the product's code as its language and
 * finds Swedish's texts through its fallback under `sv`, so it counts them by its own `sv` rules
 * (one/other). Each product code here is the i18next code its texts are kept under.
 */
const TEXTS_UNDER: Readonly<Record<string, string>> = { se: 'sv' };
/** The i18next code a product language's texts are kept under (`se` → `sv`); the code itself for the others. */
export const textsCodeOf = (language: string): string => TEXTS_UNDER[language] ?? language;
const PRODUCT_CODE_OF: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(TEXTS_UNDER).map(([product, texts]) => [texts, product]),
);

/** i18next asks this for a language before it uses it, so `changeLanguage` switches only once the texts are here. */
const catalogueLoader: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, done) => {
    // A product code whose texts live under another code holds none itself: i18next falls back to them.
    if (TEXTS_UNDER[language]) {
      done(null, {});
      return;
    }
    const load = loaderOf(PRODUCT_CODE_OF[language] ?? language);
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
    fallbackLng: (code) => {
      const textsUnder = TEXTS_UNDER[code];
      if (textsUnder) return [textsUnder];
      return loaderOf(code) || PRODUCT_CODE_OF[code] ? [] : [DEFAULT_LANGUAGE];
    },
    interpolation: { escapeValue: false },
    returnNull: false,
    // The language is here before the first render and before every switch, so nothing waits
    // on it: a suspending useTranslation would blank a page (or hide the shell) for nothing.
    react: { useSuspense: false },
  });

export default i18next;
