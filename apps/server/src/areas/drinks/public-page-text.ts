/**
 * The public pages' words in the product's two languages; the page picks one from the visitor's
 * Accept-Language (no signed-in app, so no i18next).
 */
export const publicPageText = {
  en: {
    htmlLang: 'en',
    menu: 'Drink menu',
    drinkBy: 'From {name}',
    onlyInStock: 'Only drinks that can be made right now.',
    empty: 'No drinks to show yet.',
    noneInStock: 'Nothing on this menu can be made right now.',
    canMake: 'Can be made now',
    cannotMake: 'Missing something',
    outOfStock: 'out of stock',
    ingredients: 'Ingredients',
    method: 'Method',
    glass: 'Glass',
    garnish: 'Garnish',
    drinks: '{count} drinks',
    drinkOne: '1 drink',
    notFoundTitle: 'Not found',
    notFound: 'This page is not public, or no longer is.',
    madeWith: 'Made with Ordna',
  },
  se: {
    htmlLang: 'sv',
    menu: 'Drinkmeny',
    drinkBy: 'Från {name}',
    onlyInStock: 'Bara drinkar som kan göras just nu.',
    empty: 'Inga drinkar att visa än.',
    noneInStock: 'Inget på den här menyn kan göras just nu.',
    canMake: 'Kan göras nu',
    cannotMake: 'Något saknas',
    outOfStock: 'slut',
    ingredients: 'Ingredienser',
    method: 'Gör så här',
    glass: 'Glas',
    garnish: 'Garnering',
    drinks: '{count} drinkar',
    drinkOne: '1 drink',
    notFoundTitle: 'Hittades inte',
    notFound: 'Den här sidan är inte offentlig, eller är det inte längre.',
    madeWith: 'Gjord med Ordna',
  },
} as const;

export type PublicPageLanguage = keyof typeof publicPageText;
export type PublicPageText = (typeof publicPageText)[PublicPageLanguage];

/** The visitor's language: Swedish when they prefer it (sv, or the product's own code se) to English. */
export function languageOf(acceptLanguage: string | undefined): PublicPageLanguage {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0 && ['sv', 'se', 'en'].includes(entry.base ?? ''))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0] && ranked[0].base !== 'en' ? 'se' : 'en';
}
