import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../api/use-session';

/**
 * Drops every cached server answer when the person signs out or another person signs in, however
 * it happens (user menu, a 403, a failed refresh, another tab, a deleted account), so nobody sees
 * someone else's data, and wipes what the device kept of theirs for reading offline.
 */
export function ForgetOnSignOut() {
  const queryClient = useQueryClient();
  const userId = useSession()?._id ?? null;
  const previous = useRef(userId);

  useEffect(() => {
    // Opened signed out: whatever an earlier sign-in left on the device (a tab closed mid-sign-out) goes.
    if (previous.current === null) {
      void import('./offline/persist-cache').then(({ forgetEveryCache }) => forgetEveryCache()).catch(() => undefined);
    }
  }, []);

  useEffect(() => {
    const left = previous.current;
    if (left !== null && left !== userId) {
      queryClient.clear();
      // What was kept on this device for reading offline goes too (docs/architecture.md, "Offline").
      void import('./offline/persist-cache').then(({ forgetCacheOf }) => forgetCacheOf(left)).catch(() => undefined);
    }
    previous.current = userId;
  }, [userId, queryClient]);

  return null;
}
