import type { PersistedClient } from '@tanstack/query-persist-client-core';

/**
 * The snapshot with every answer kept as the last good one: a query whose latest read failed still
 * holds the answer before it, and is kept as that answer (its error, which is not JSON and says
 * nothing about the data, is left behind), so a page restored from the device shows it rather
 * than an error page.
 */
export function lastGoodAnswers(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error' && query.state.data !== undefined
      ? {
          ...query,
          state: {
            ...query.state,
            status: 'success' as const,
            error: null,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchStatus: 'idle' as const,
          },
        }
      : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}
