import type { LinkOrderEntry, Preferences } from './preferences';

/**
 * The side bar as the person arranged it (the preference `linkOrder`): the areas in their order,
 * each shown or hidden, and custom links (a label and an http(s) address). Plain values without
 * zod, so the web app's shell reads them without the schemas; the schema is in `preferences.ts`.
 */

export type { LinkOrderEntry };
export type AreaLinkEntry = Extract<LinkOrderEntry, { kind: 'area' }>;
export type CustomLinkEntry = Extract<LinkOrderEntry, { kind: 'custom' }>;

export {
  CUSTOM_LINKS_MAX,
  LINK_LABEL_MAX,
  LINK_ORDER_MAX,
  LINK_URL_MAX,
  isWebAddress,
  linkOrderTexts,
} from './link-rules';

export type LinkOrder = Preferences['linkOrder'];
