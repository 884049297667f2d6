import { describe, expect, it } from 'vitest';
import { atScrollEnd } from './use-scroll-end';

describe('atScrollEnd (within 30 px of the bottom)', () => {
  it('fires within 30 px and not before', () => {
    expect(atScrollEnd(1000 - 800 - 31, 800, 1000)).toBe(false);
    expect(atScrollEnd(1000 - 800 - 30, 800, 1000)).toBe(true);
    expect(atScrollEnd(200, 800, 1000)).toBe(true);
  });

  it('fires on a page too short to scroll', () => {
    expect(atScrollEnd(0, 800, 500)).toBe(true);
  });
});
