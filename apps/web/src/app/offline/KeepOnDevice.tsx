import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../api/use-session';
import { areas } from '../area-registry';

/**
 * Keeps the signed-in person's last-seen lists, notes, counters… on this device so they read
 * offline (docs/architecture.md, "Offline"). The persister loads after the first paint, so the
 * first load carries none of it; signing out stops it (ForgetOnSignOut wipes what was kept).
 */
export function KeepOnDevice() {
  const queryClient = useQueryClient();
  const personId = useSession()?._id ?? null;

  useEffect(() => {
    if (!personId || typeof indexedDB === 'undefined') return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import('./persist-cache').then(({ keepCacheOnDevice }) => {
      if (!ended) stop = keepCacheOnDevice(queryClient, personId, areas);
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [queryClient, personId]);

  return null;
}
