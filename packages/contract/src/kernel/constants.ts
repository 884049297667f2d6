/** The product's constants, as the product specification gives them. */
export const TOKEN_EXPIRY_MARGIN_MS = 1000;
export const NOTES_COLLECTION_FETCH_THROTTLE_MS = 1000;
export const CONSOLE_PASSWORD_CACHE_MS = 5 * 60 * 1000;
export const PASSWORD_ID_LENGTH = 12;
export const CONNECTIVITY_TIMEOUT_MS = 4000;
export const TOAST_TIMEOUT_MS = 1000;
export const SESSION_TIMEOUT_WARNING_MS = 1500;
export const SCROLL_END_THRESHOLD_PX = 30;
export const LIST_MARGIN_PX = 20;
export const MINUTE_MS = 60000;
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Languages: the enumeration the spec gives (en = 1, se = 2); English is the default. */
export const LANGUAGES = { en: 1, se: 2 } as const;
export type LanguageCode = keyof typeof LANGUAGES;
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Headers the API reads. */
export const HEADERS = {
  accessToken: 'x-access-token',
  extraToken: 'x-extra-token',
  deviceFingerprint: 'x-device-fingerprint',
} as const;
