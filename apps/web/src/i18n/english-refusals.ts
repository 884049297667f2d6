import { refusalCatalogue } from '@ordna/contract/kernel/refusal-catalogue';

/**
 * Refusals are translated by code (docs/architecture.md, "One error pattern"): the key is
 * `refusals.<code>`. English comes from the contract's catalogue, so it is the server's own
 * wording; it loads with the English catalogue (Swedish lives in locales/se/refusals.json).
 */
export function englishRefusals(): Record<string, Record<string, string>> {
  const byArea: Record<string, Record<string, string>> = {};
  for (const [code, message] of refusalCatalogue) {
    const [area, ...rest] = code.split('.');
    (byArea[area!] ??= {})[rest.join('.')] = message;
  }
  return byArea;
}
