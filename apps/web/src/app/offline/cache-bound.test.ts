import { describe, expect, it } from 'vitest';
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { boundedSnapshot } from './cache-bound';

function snapshot(answers: { key: string; at: number; text: string }[]): PersistedClient {
  return {
    buster: '1',
    timestamp: 0,
    clientState: {
      mutations: [],
      queries: answers.map(({ key, at, text }) => ({
        queryKey: [key],
        queryHash: JSON.stringify([key]),
        state: { data: text, dataUpdatedAt: at, status: 'success' },
      })) as unknown as PersistedClient['clientState']['queries'],
    },
  };
}
const keysOf = (client: PersistedClient) => client.clientState.queries.map((query) => query.queryKey[0]);

describe('boundedSnapshot', () => {
  it('keeps the most recently updated answers up to the count', () => {
    const client = snapshot([
      { key: 'old', at: 1, text: 'a' },
      { key: 'newest', at: 3, text: 'b' },
      { key: 'middle', at: 2, text: 'c' },
    ]);
    expect(keysOf(boundedSnapshot(client, { queries: 2, chars: 1_000_000 }))).toEqual(['newest', 'middle']);
  });

  it('stops before the answer that would pass the size, whole answers only', () => {
    const client = snapshot([
      { key: 'small', at: 3, text: 'x'.repeat(100) },
      { key: 'large', at: 2, text: 'x'.repeat(5_000) },
      { key: 'older', at: 1, text: 'x'.repeat(100) },
    ]);
    const kept = boundedSnapshot(client, { queries: 10, chars: 2_000 });
    expect(keysOf(kept)).toEqual(['small']);
    expect(JSON.stringify(kept).length).toBeLessThanOrEqual(2_000);
  });

  it('never keeps a mutation', () => {
    const client = snapshot([{ key: 'a', at: 1, text: 'a' }]);
    client.clientState.mutations = [{}] as unknown as PersistedClient['clientState']['mutations'];
    expect(boundedSnapshot(client).clientState.mutations).toEqual([]);
  });
});
