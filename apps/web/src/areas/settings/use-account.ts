import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AccountDeleteBody } from '@ordna/contract/account';
import type { ChangePasswordBody, User } from '@ordna/contract/auth';
import { session } from '../../api/session';
import { useSession } from '../../api/use-session';
import { settingsKeys } from './settings-keys';
import { authEndpoints } from '@ordna/contract/auth/endpoints';
import { call } from '../../api/call';
import { api } from '../../api/api';
import { accountEndpoints } from '@ordna/contract/account/endpoints';

/** GET /auth/user: the signed-in account as the server knows it now. */
export type Account = Pick<User, '_id' | 'username' | 'is2faEnabled' | 'preferences'>;

/**
 * The account, shown at once from the session and then confirmed by the server (another device
 * may have turned two-factor sign-in on or off meanwhile; the session follows).
 */
export function useAccount() {
  const user = useSession();
  const query = useQuery({
    queryKey: settingsKeys.account(),
    queryFn: ({ signal }) => call(authEndpoints.readUser, { signal }),
    enabled: Boolean(user),
  });
  const fetched = query.data;
  useEffect(() => {
    const current = session.current;
    if (!fetched || !current || current._id !== fetched._id) return;
    if (current.is2faEnabled !== fetched.is2faEnabled || current.username !== fetched.username) {
      session.setUser({ is2faEnabled: fetched.is2faEnabled, username: fetched.username });
    }
  }, [fetched]);
  const account: Account | undefined =
    fetched ??
    (user
      ? { _id: user._id, username: user.username, is2faEnabled: user.is2faEnabled, preferences: user.preferences }
      : undefined);
  return { account, isLoading: query.isLoading && !account, error: query.error };
}

/** PUT /auth/password: a wrong current password answers 400 'Wrong password'. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => call(authEndpoints.changePassword, { body }),
    // The server signs every other device out with the change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.devices() }),
  });
}

/**
 * DELETE /account: everything the person owns goes, on the password (and the two-factor code
 * when it is on). The server has ended every session; this device forgets its own.
 */
export function useDeleteAccount(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountDeleteBody) => call(accountEndpoints.delete, { body }),
    // Here, not in the caller's `mutate` options: signing out unmounts the page that called.
    onSuccess: async () => {
      onDeleted();
      await api.signOut();
      queryClient.clear();
    },
  });
}
