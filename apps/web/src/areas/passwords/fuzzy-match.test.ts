import { describe, expect, it } from 'vitest';
import { fuzzyScore } from './fuzzy-match';

describe('a loose match of a typed word', () => {
  it('finds the word itself best, at a word start better than inside one', () => {
    expect(fuzzyScore('hub', 'github')).toBeGreaterThan(fuzzyScore('git', 'github')!);
    expect(fuzzyScore('mail', 'work mail')).toBe(0);
  });
  it('finds letters in order with a few missing, and not spread thin or out of order', () => {
    expect(fuzzyScore('gthub', 'github')).not.toBeNull();
    expect(fuzzyScore('gthub', 'github')).toBeGreaterThan(fuzzyScore('github', 'github')!);
    expect(fuzzyScore('gb', 'gitlab')).toBeNull();
    expect(fuzzyScore('hubgit', 'github')).toBeNull();
    expect(fuzzyScore('gthb', 'gitlab')).toBeNull();
  });
});
