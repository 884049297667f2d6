import { describe, expect, it } from 'vitest';
import {
  CHARACTER_SETS,
  generatePassphrase,
  generatePassword,
  loadWords,
  passphraseBits,
  passwordBits,
  randomBelow,
} from './generator';

describe('generator', () => {
  it('makes passwords of the asked length with at least one character of every chosen set', () => {
    for (let round = 0; round < 200; round += 1) {
      const password = generatePassword({
        length: 12,
        sets: ['lower', 'upper', 'digits', 'symbols'],
        avoidAmbiguous: false,
      });
      expect(password).toHaveLength(12);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[0-9]/);
      expect([...password].some((char) => CHARACTER_SETS.symbols.includes(char))).toBe(true);
    }
  });

  it('keeps to the chosen sets, the bounds and, when asked, away from look-alike characters', () => {
    const digits = generatePassword({ length: 40, sets: ['digits'], avoidAmbiguous: true });
    expect(digits).toMatch(/^[2-9]{40}$/);
    expect(generatePassword({ length: 2, sets: ['lower'], avoidAmbiguous: false })).toHaveLength(8);
    expect(generatePassword({ length: 1000, sets: [], avoidAmbiguous: false })).toMatch(/^[a-z]{128}$/);
    const many = Array.from({ length: 50 }, () =>
      generatePassword({ length: 64, sets: ['upper', 'lower'], avoidAmbiguous: true }),
    );
    expect(many.join('')).not.toMatch(/[IlO]/);
    expect(new Set(many).size).toBe(50);
  });

  it('draws every value alike, rejecting the draws that would favour low values', () => {
    const draws = [2 ** 32 - 1, 2 ** 32 - 2, 7];
    const fake = (into: Uint32Array) => {
      into[0] = draws.shift() ?? 0;
    };
    // 2^32 mod 3 = 1, so only the top value is rejected; 2^32 - 2 is kept and gives 2.
    expect(randomBelow(3, fake)).toBe((2 ** 32 - 2) % 3);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let round = 0; round < 6000; round += 1) counts[randomBelow(6)]! += 1;
    for (const count of counts) expect(count).toBeGreaterThan(800);
  });

  it('makes passphrases from the shipped list of a few thousand words', async () => {
    const words = await loadWords();
    expect(words.length).toBeGreaterThan(2500);
    expect(new Set(words).size).toBe(words.length);
    const phrase = generatePassphrase({ words: 5, separator: '-', capitalize: true, withNumber: true }, words);
    const parts = phrase.split('-');
    expect(parts).toHaveLength(5);
    for (const part of parts) expect(part).toMatch(/^[A-Z][a-z]+[0-9]?$/);
    expect(phrase.match(/[0-9]/g)).toHaveLength(1);
    expect(
      passphraseBits({ words: 5, separator: '-', capitalize: false, withNumber: false }, words.length),
    ).toBeGreaterThanOrEqual(57);
    expect(passwordBits({ length: 16, sets: ['lower', 'upper', 'digits'], avoidAmbiguous: false })).toBe(95);
  });
});
