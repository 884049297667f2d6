import { describe, expect, it } from 'vitest';
import { freshnessOf } from './best-before';

describe('freshness', () => {
  it('tells gone, soon and fine apart', () => {
    expect(freshnessOf(null, '2026-11-23')).toBe('keeps');
    expect(freshnessOf('2026-11-22', '2026-11-23')).toBe('expired');
    expect(freshnessOf('2026-11-23', '2026-11-23')).toBe('soon');
    expect(freshnessOf('2026-11-26', '2026-11-23')).toBe('soon');
    expect(freshnessOf('2026-11-27', '2026-11-23')).toBe('fresh');
  });
});
