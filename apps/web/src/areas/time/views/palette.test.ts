import { describe, expect, it } from 'vitest';
import { colorSlots } from './palette';

describe('colour slots', () => {
  it('gives entries slots in name order and unknown keys the next ones', () => {
    const slot = colorSlots(
      [
        { key: 'b', name: 'Beta' },
        { key: 'a', name: 'alpha' },
      ],
      'en',
    );
    expect([slot('a'), slot('b'), slot('x'), slot('x'), slot('y')]).toEqual([0, 1, 2, 2, 3]);
  });
});
