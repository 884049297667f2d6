/**
 * How well a typed word matches a text, or null when it does not: the word anywhere in the text
 * scores best (at a word's start better still); otherwise its letters in order with gaps
 * ("gthub" in "github"), the fewer and shorter the gaps the better. Lower is better. Both are
 * lower-cased by the caller. A subsequence test is one pass over the text, so 5,000 entries are
 * searched on each keystroke (bench/vault-search.ts: about 30 ms at worst); Fuse.js, tried first,
 * took 90–280 ms a keystroke over the same entries.
 */
export function fuzzyScore(word: string, text: string): number | null {
  if (word.length === 0) return 0;
  const at = text.indexOf(word);
  if (at >= 0) return at === 0 || !isLetter(text[at - 1]!) ? 0 : 0.1;
  let best: number | null = null;
  // Try each place the first letter occurs, keep the tightest fit.
  for (let start = text.indexOf(word[0]!); start >= 0; start = text.indexOf(word[0]!, start + 1)) {
    let position = start;
    let gaps = 0;
    let skipped = 0;
    let matched = 1;
    for (; matched < word.length; matched++) {
      const next = text.indexOf(word[matched]!, position + 1);
      if (next < 0) break;
      if (next > position + 1) {
        gaps += 1;
        skipped += next - position - 1;
      }
      position = next;
    }
    if (matched < word.length) break; // later starts cannot match more
    // A match spread thin is no match: at most one skipped letter per two typed.
    if (skipped > Math.ceil(word.length / 2)) continue;
    const score = 0.2 + gaps * 0.15 + skipped * 0.05 + (start === 0 || !isLetter(text[start - 1]!) ? 0 : 0.1);
    if (best === null || score < best) best = score;
  }
  return best;
}

function isLetter(char: string): boolean {
  return /[\p{L}\p{N}]/u.test(char);
}
