import { fuzzyScore } from './fuzzy-match';
import type { VaultEntry } from './entry';

/** What search reads of an entry (read-vault.ts's OpenEntry, or anything with its texts). */
export interface Searchable {
  entry: Pick<VaultEntry, 'name' | 'username' | 'urls' | 'notes'>;
}

/**
 * Search over the decrypted list, in the browser (the server holds nothing it could search).
 * Each word is matched loosely ("gthub" finds GitHub, fuzzy-match.ts) against the name,
 * username and URLs, or exactly within the notes; an entry matches when every word does, best
 * matches first (the name counts most).
 */
interface Lowered {
  name: string;
  username: string;
  urls: string[];
  notes: string;
}

// The decrypted list lower-cased once: the vault's query answers the same array until it changes.
const lowered = new WeakMap<readonly Searchable[], Lowered[]>();

function loweredOf(entries: readonly Searchable[]): Lowered[] {
  let list = lowered.get(entries);
  if (!list) {
    list = entries.map(({ entry }) => ({
      name: entry.name.toLowerCase(),
      username: entry.username.toLowerCase(),
      urls: entry.urls.map((url) => url.toLowerCase()),
      notes: entry.notes.toLowerCase(),
    }));
    lowered.set(entries, list);
  }
  return list;
}

export function searchEntries<T extends Searchable>(entries: readonly T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  const found: { at: number; score: number }[] = [];
  loweredOf(entries).forEach(({ name, username, urls, notes }, at) => {
    let total = 0;
    for (const word of words) {
      const score = best([
        fuzzyScore(word, name),
        plus(fuzzyScore(word, username), 0.05),
        ...urls.map((url) => plus(fuzzyScore(word, url), 0.05)),
        notes.includes(word) ? 0.5 : null,
      ]);
      if (score === null) return;
      total += score;
    }
    found.push({ at, score: total });
  });
  return found.sort((a, b) => a.score - b.score || a.at - b.at).map(({ at }) => entries[at]!);
}

function plus(score: number | null, extra: number): number | null {
  return score === null ? null : score + extra;
}

function best(scores: readonly (number | null)[]): number | null {
  let lowest: number | null = null;
  for (const score of scores) if (score !== null && (lowest === null || score < lowest)) lowest = score;
  return lowest;
}
