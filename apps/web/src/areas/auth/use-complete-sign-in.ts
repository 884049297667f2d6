import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { User } from '@ordna/contract/auth';
import { session } from '../../api/session';

/**
 * Stores the signed-in person. The query cache is emptied first so nothing fetched for whoever
 * used this tab before is ever shown to them. The pages then redirect (they watch the session).
 */
export function useCompleteSignIn(): (user: User) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User) => {
      queryClient.clear();
      session.signIn(user);
    },
    [queryClient],
  );
}
