import { describe, expect, it } from 'vitest';
import { loadLiveQueries, queriesShowing } from './area-registry';

describe('queriesShowing', () => {
  it("finds the time area's stamp views for a stamp, and nothing of its settings", async () => {
    const keys = queriesShowing({ kind: 'timeStamp', id: 's1', action: 'created' }, await loadLiveQueries());
    expect(keys).toContainEqual(['time', 'active']);
    expect(keys).toContainEqual(['time', 'stamp', 's1']);
    expect(keys).not.toContainEqual(['time', 'tags']);
    // The dashboard shows a bit of everything, so every kind reads it again too.
    expect(keys.every((key) => key[0] === 'time' || key[0] === 'dashboard')).toBe(true);
  });

  it('finds the counters list and the counter’s history for a counter, and the dashboard once', async () => {
    expect(queriesShowing({ kind: 'counter', id: 'c1', action: 'changed' }, await loadLiveQueries())).toEqual([
      ['counters', 'groups'],
      ['counters', 'history', 'c1'],
      ['dashboard'],
    ]);
  });
});
