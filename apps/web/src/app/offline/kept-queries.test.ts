import { describe, expect, it } from 'vitest';
import { keepRuleOf, keptPrefixes } from './kept-queries';
import { areas } from '../area-registry';

describe('keepRuleOf', () => {
  const keep = keepRuleOf([{ keptOffline: { keep: [['lists']], except: [['lists', 'secrets']] } }, {}]);

  it('keeps what is under a listed prefix, not what is under an exception', () => {
    expect(keep(['lists'])).toBe(true);
    expect(keep(['lists', 'items', 'abc'])).toBe(true);
    expect(keep(['lists', 'secrets', 'abc'])).toBe(false);
    expect(keep(['other'])).toBe(false);
  });

  it("keeps nothing of the vault nor of the time tracker's integrations in the real areas", () => {
    const real = keepRuleOf(areas);
    expect(real(['passwords', 'vault'])).toBe(false);
    expect(real(['passwords', 'status'])).toBe(false);
    expect(real(['time', 'integrations'])).toBe(false);
    expect(real(['time', 'heartbeats', 'unmatched'])).toBe(false);
    expect(real(['settings'])).toBe(false);
    for (const prefix of ['shopping', 'storage', 'recipes', 'notes', 'counters', 'dashboard', 'time']) {
      expect(real([prefix, 'anything']), prefix).toBe(true);
    }
    expect(keptPrefixes(areas)).toHaveLength(7);
  });
});
