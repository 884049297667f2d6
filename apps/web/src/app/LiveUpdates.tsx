import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveStream } from './live-connection';
import type { LiveStream } from '../api/live-stream';
import { useSession } from '../api/use-session';
import { loadLiveQueries, queriesShowing } from './area-registry';
import type { LiveEvent } from '@ordna/contract/kernel/live';
import type { LiveQueries } from '../shared/area';

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
    // The areas' declarations load with the stream; an event that comes first waits for them.
    let live: readonly LiveQueries[] | null = null;
    const early: LiveEvent[] = [];
    let overflowed = false;
    const take = (event: LiveEvent, from: readonly LiveQueries[]) => {
      for (const queryKey of queriesShowing(event, from)) waiting.set(JSON.stringify(queryKey), queryKey);
    };
    void loadLiveQueries().then((loaded) => {
      live = loaded;
      for (const event of early.splice(0)) take(event, loaded);
      if (overflowed) void queryClient.invalidateQueries();
      flush();
    });
    const unsubscribe = stream.subscribe({
      change: (event) => {
        // Bounded: past 200 early events, everything is read again once the declarations are in.
        if (!live) return void (early.length < 200 ? early.push(event) : (overflowed = true));
        take(event, live);
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
