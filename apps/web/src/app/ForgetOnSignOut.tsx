import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../api/use-session';

/**
 * Drops every cached server answer when the person signs out or another person signs in, however
 * it happens (user menu, a 403, a failed refresh, another tab), so nobody sees someone else's data.
 */
export function ForgetOnSignOut() {
  const queryClient = useQueryClient();
  const userId = useSession()?._id ?? null;
  const previous = useRef(userId);

  useEffect(() => {
    if (previous.current !== null && previous.current !== userId) queryClient.clear();
    previous.current = userId;
  }, [userId, queryClient]);

  return null;
}
