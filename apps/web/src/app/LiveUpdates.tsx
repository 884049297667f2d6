import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveStream } from './live-connection';
import type { LiveStream } from '../api/live-stream';
import { useSession } from '../api/use-session';
import { queriesShowing } from './area-registry';

/**
 * Keeps this tab's live-updates stream open while someone is signed in, and turns each event
 * into invalidations of exactly the queries the areas say show that thing; after a gap it marks
 * everything stale and reads again what is on screen (docs/architecture.md, "Live updates").
 * While a mutation of this tab is in flight the invalidations wait for it, so an event does
 * not overwrite the mutation's optimistic answer with an older one.
 */
export function LiveUpdates({ stream = liveStream }: { stream?: Pick<LiveStream, 'subscribe' | 'start' | 'stop'> }) {
  const queryClient = useQueryClient();
  const userId = useSession()?._id ?? null;

  useEffect(() => {
    if (!userId) return;
    const waiting = new Map<string, QueryKey>();
    const flush = () => {
      if (queryClient.isMutating() > 0) return;
      for (const queryKey of waiting.values()) void queryClient.invalidateQueries({ queryKey });
      waiting.clear();
    };
    const stopWatching = queryClient.getMutationCache().subscribe(() => {
      if (waiting.size > 0) flush();
    });
    const unsubscribe = stream.subscribe({
      change: (event) => {
        for (const queryKey of queriesShowing(event)) waiting.set(JSON.stringify(queryKey), queryKey);
        flush();
      },
      resync: () => void queryClient.invalidateQueries(),
    });
    stream.start();
    return () => {
      unsubscribe();
      stopWatching();
      stream.stop();
    };
  }, [userId, queryClient, stream]);

  return null;
}
