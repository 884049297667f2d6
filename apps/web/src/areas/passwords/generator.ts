/**
 * The password generator: random characters from the sets the person picks, or a passphrase of
 * words from the list shipped with the app (`words.txt`, loaded only when asked for). Every draw
 * comes from `crypto.getRandomValues`, without modulo bias.
 */

export const CHARACTER_SETS = {
  lower: 'abcdefghijklmnopqrstuvwxyz',
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  digits: '0123456789',
  symbols: '!@#$%^&*()-_=+[]{};:,.?/~',
} as const;

export type CharacterSet = keyof typeof CHARACTER_SETS;

/** Characters easily mistaken for one another when read aloud or typed from paper. */
const AMBIGUOUS = /[Il1O0]/g;

export const GENERATOR_LIMITS = { minLength: 8, maxLength: 128, minWords: 3, maxWords: 12 } as const;

export interface CharacterOptions {
  length: number;
  sets: readonly CharacterSet[];
  avoidAmbiguous: boolean;
}

export interface PassphraseOptions {
  words: number;
  separator: string;
  capitalize: boolean;
  /** Adds a digit to one word, for sites that ask for one. */
  withNumber: boolean;
}

/** A uniform whole number in [0, below), by rejection so no value is likelier than another. */
export function randomBelow(below: number, random: (into: Uint32Array) => void = fill): number {
  if (!Number.isInteger(below) || below < 1 || below > 2 ** 32) throw new RangeError('randomBelow: bad range');
  const limit = 2 ** 32 - (2 ** 32 % below);
  const draw = new Uint32Array(1);
  for (;;) {
    random(draw);
    const value = draw[0] ?? 0;
    if (value < limit) return value % below;
  }
}

function fill(into: Uint32Array): void {
  crypto.getRandomValues(into);
}

function pick(from: string): string {
  return from[randomBelow(from.length)] ?? '';
}

function clampLength(length: number): number {
  return Math.min(GENERATOR_LIMITS.maxLength, Math.max(GENERATOR_LIMITS.minLength, Math.round(length)));
}

/** A password with at least one character of each chosen set (lower case alone when none is chosen). */
export function generatePassword(options: CharacterOptions): string {
  const sets: readonly CharacterSet[] = options.sets.length > 0 ? options.sets : ['lower'];
  const pools = sets.map((set) =>
    options.avoidAmbiguous ? CHARACTER_SETS[set].replace(AMBIGUOUS, '') : CHARACTER_SETS[set],
  );
  const all = pools.join('');
  const length = clampLength(options.length);
  const characters = pools.map(pick);
  while (characters.length < length) characters.push(pick(all));
  // Shuffle (Fisher–Yates) so the guaranteed characters are not always first.
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomBelow(index + 1);
    [characters[index], characters[other]] = [characters[other] ?? '', characters[index] ?? ''];
  }
  return characters.join('');
}

/** The shipped word list, one word a line; fetched as a chunk of its own the first time. */
export async function loadWords(): Promise<readonly string[]> {
  const { default: text } = await import('./words.txt?raw');
  return parseWords(text);
}

export function parseWords(text: string): string[] {
  return [...new Set(text.split(/\s+/).filter((word) => /^[a-z]+$/.test(word)))];
}

export function generatePassphrase(options: PassphraseOptions, words: readonly string[]): string {
  if (words.length < 2) throw new RangeError('generatePassphrase: the word list is empty');
  const count = Math.min(GENERATOR_LIMITS.maxWords, Math.max(GENERATOR_LIMITS.minWords, Math.round(options.words)));
  const chosen = Array.from({ length: count }, () => words[randomBelow(words.length)] ?? '');
  const shaped = options.capitalize ? chosen.map((word) => word.charAt(0).toUpperCase() + word.slice(1)) : chosen;
  if (options.withNumber) {
    const at = randomBelow(shaped.length);
    shaped[at] = `${shaped[at] ?? ''}${randomBelow(10)}`;
  }
  return shaped.join(options.separator.slice(0, 3));
}

/** Bits of entropy, for the strength shown beside the result. */
export function passwordBits(options: CharacterOptions): number {
  const sets: readonly CharacterSet[] = options.sets.length > 0 ? options.sets : ['lower'];
  const size = sets
    .map((set) => (options.avoidAmbiguous ? CHARACTER_SETS[set].replace(AMBIGUOUS, '') : CHARACTER_SETS[set]))
    .join('').length;
  return Math.floor(clampLength(options.length) * Math.log2(size));
}

export function passphraseBits(options: PassphraseOptions, wordCount: number): number {
  const count = Math.min(GENERATOR_LIMITS.maxWords, Math.max(GENERATOR_LIMITS.minWords, Math.round(options.words)));
  return Math.floor(count * Math.log2(Math.max(wordCount, 1)) + (options.withNumber ? Math.log2(10) : 0));
}
