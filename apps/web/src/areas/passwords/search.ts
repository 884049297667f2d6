import type { OpenEntry } from './read-vault';

/**
 * Search over the decrypted list, in the browser (the server holds nothing it could search): an
 * entry matches when every word is in its name, username, URLs or notes, ignoring case.
 */
export function searchEntries(entries: readonly OpenEntry[], query: string): OpenEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter(({ entry }) => {
    const text = [entry.name, entry.username, ...entry.urls, entry.notes].join('\n').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
