/**
 * The side bar's custom links: their bounds, the refusal texts that quote them, and what counts
 * as a web address. No imports, so the preferences schema, the refusals and the plain
 * `link-order.ts` all read them without importing each other.
 */

/** At most this many entries: every area the product has, and the custom links. */
export const LINK_ORDER_MAX = 40;
export const CUSTOM_LINKS_MAX = 20;
export const LINK_LABEL_MAX = 40;
export const LINK_URL_MAX = 500;

export const linkOrderTexts = {
  labelRequired: 'A link needs a label.',
  labelTooLong: `A link's label must be at most ${LINK_LABEL_MAX} characters.`,
  urlNotWeb: 'A link must be an http:// or https:// address.',
  urlTooLong: `A link's address must be at most ${LINK_URL_MAX} characters.`,
  tooManyLinks: `At most ${CUSTOM_LINKS_MAX} custom links.`,
} as const;

/** An absolute http:// or https:// address (no javascript:, data: or relative links in the side bar). */
export function isWebAddress(text: string): boolean {
  if (text.length > LINK_URL_MAX) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
