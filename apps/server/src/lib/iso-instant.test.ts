import { describe, expect, it } from 'vitest';
import { isoInstant } from './iso-instant';

describe('an instant written as ISO 8601', () => {
  it('is what toISOString writes, for every kind of instant', () => {
    const instants = [
      0,
      1,
      999,
      86_399_999,
      86_400_000,
      Date.UTC(2024, 1, 29, 23, 59, 59, 999),
      Date.UTC(2026, 10, 27, 8, 1, 0, 5),
      Date.UTC(2099, 11, 31, 23, 59, 59, 999),
      // Outside 1970–2099 or not a whole millisecond: toISOString itself.
      Date.UTC(2100, 0, 1),
      -1,
      Date.UTC(1969, 11, 31, 12),
      1_700_000_000_000.5,
    ];
    let seed = 7;
    for (let i = 0; i < 5_000; i++) {
      seed = (seed * 48_271) % 2_147_483_647;
      instants.push(Math.floor((seed / 2_147_483_647) * Date.UTC(2100, 0, 1)));
    }
    for (const instant of instants) expect(isoInstant(instant), String(instant)).toBe(new Date(instant).toISOString());
  });
});
