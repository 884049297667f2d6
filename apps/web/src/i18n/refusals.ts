import i18next from 'i18next';

/**
 * A refusal in the person's language, by its code: the key is `refusals.<code>`
 * (docs/architecture.md, "One error pattern"). The server's English message when the code is
 * unknown or absent.
 */
export function localizeRefusal(refusal: { code?: string; message: string }): string {
  if (!refusal.code) return refusal.message;
  return i18next.t(`refusals.${refusal.code}`, { defaultValue: refusal.message });
}
