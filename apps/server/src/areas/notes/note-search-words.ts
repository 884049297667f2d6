import { NOTE_SEARCH_WORDS_MAX, type HighlightRanges } from '@ordna/contract/notes';

/**
 * The words of a search as both dialects match them: letters and digits of any script, lower
 * case, each a prefix ("anteckn" finds "anteckningar", "ö" finds "över"); å, ä and ö stay
 * letters of their own, never folded to a and o. The same words mark the matches in a text.
 */

const WORD = /[\p{L}\p{N}]+/gu;
const WORD_MAX = 50;

export function searchWords(text: string | undefined): string[] {
  if (!text) return [];
  const words = text.toLowerCase().match(WORD) ?? [];
  return [...new Set(words.map((word) => word.slice(0, WORD_MAX)))].slice(0, NOTE_SEARCH_WORDS_MAX);
}

/** [start, end) of each word of `text` that begins with one of `words` (the first alone, if `first`). */
export function highlightsOf(text: string, words: readonly string[], first = false): HighlightRanges {
  if (words.length === 0) return [];
  const ranges: HighlightRanges = [];
  for (const match of text.matchAll(WORD)) {
    const lower = match[0].toLowerCase();
    if (!words.some((word) => lower.startsWith(word))) continue;
    ranges.push([match.index, match.index + match[0].length]);
    if (first) break;
  }
  return ranges;
}

/**
 * Up to `max` characters of `body` to show in a list: its start, or with words, a window that
 * opens a little before the first match (marked with an ellipsis when it does not start at 0).
 */
export function excerptOf(body: string, max: number, words: readonly string[]): { text: string; truncated: boolean } {
  if (body.length <= max) return { text: body, truncated: false };
  // Only the first match places the window: the rest of a long body is not read for more.
  const first = highlightsOf(body, words, true)[0]?.[0] ?? 0;
  const start = first + words.length > max / 2 ? Math.max(0, first - Math.floor(max / 4)) : 0;
  const text = (start > 0 ? '…' : '') + body.slice(start, start + max);
  return { text, truncated: true };
}
