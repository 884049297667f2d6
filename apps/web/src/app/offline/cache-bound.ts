import type { PersistedClient } from '@tanstack/query-persist-client-core';

/**
 * How much of the query cache one person keeps on this device (docs/architecture.md, "Offline"):
 * the newest 300 answers and at most 4 MB of JSON, whichever is reached first. A list of 2,000
 * shopping items is some 300 kB, so a person's everyday lists fit many times over.
 */
export const CACHE_BOUND = { queries: 300, chars: 4_000_000 } as const;

/**
 * The snapshot trimmed to the bound: the most recently updated answers first, each whole, until
 * the next would pass the count or the size. Mutations are never kept (the write queue keeps its own).
 */
export function boundedSnapshot(
  client: PersistedClient,
  bound: { queries: number; chars: number } = CACHE_BOUND,
): PersistedClient {
  const newestFirst = [...client.clientState.queries].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  const queries: typeof newestFirst = [];
  let chars = JSON.stringify({ ...client, clientState: { queries: [], mutations: [] } }).length;
  for (const query of newestFirst) {
    if (queries.length >= bound.queries) break;
    const size = JSON.stringify(query).length + 1;
    if (chars + size > bound.chars) break;
    chars += size;
    queries.push(query);
  }
  return { ...client, clientState: { queries, mutations: [] } };
}
