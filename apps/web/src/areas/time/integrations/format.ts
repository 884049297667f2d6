/** An instant as a person reads it, in their time zone and language: "18 Nov 2026, 11:00". */
export function formatInstant(iso: string, timeZone: string, language: string): string {
  const locale = language === 'se' ? 'sv-SE' : 'en-GB';
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  }
}
