import { describe, expect, it } from 'vitest';
import { readDateWords } from './date-words';
import { heatLevel } from './heat-level';

describe('readDateWords', () => {
  it('reads dates, words in English and Swedish, and days from today', () => {
    const today = '2026-03-01';
    expect(readDateWords('', today)).toBe(today);
    expect(readDateWords('2026-02-14', today)).toBe('2026-02-14');
    expect(readDateWords('Yesterday', today)).toBe('2026-02-28');
    expect(readDateWords('imorgon', today)).toBe('2026-03-02');
    expect(readDateWords('-7', today)).toBe('2026-02-22');
    expect(readDateWords('+1', today)).toBe('2026-03-02');
    expect(readDateWords('2026-02-30', today)).toBeNull();
    expect(readDateWords('someday', today)).toBeNull();
  });
});

describe('heatLevel', () => {
  it('is 0 for nothing and 1–4 by share of the largest', () => {
    expect([0, 1, 25, 26, 50, 99, 100].map((value) => heatLevel(value, 100))).toEqual([0, 1, 1, 2, 2, 4, 4]);
    expect(heatLevel(5, 0)).toBe(0);
  });
});
