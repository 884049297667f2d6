import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorDisableBody, TwoFactorEnableBody } from '@ordna/contract/auth';
import { session } from '../../api/session';
import { settingsKeys } from './settings-keys';
import type { Account } from './use-account';
import { authEndpoints } from '@ordna/contract/auth/endpoints';
import { call } from '../../api/call';

function useAfterChange(enabled: boolean) {
  const queryClient = useQueryClient();
  return () => {
    queryClient.setQueryData<Account>(settingsKeys.account(), (old) => old && { ...old, is2faEnabled: enabled });
    session.setUser({ is2faEnabled: enabled });
    void queryClient.invalidateQueries({ queryKey: settingsKeys.account() });
  };
}

/** POST /auth/2fa/setup: a pending secret and its QR code; nothing changes until it is confirmed. */
export function useTwoFactorSetup() {
  return useMutation({ mutationFn: () => call(authEndpoints.setUpTwoFactor) });
}

/** POST /auth/2fa/enable: confirms the secret with a code and answers the recovery codes (shown once). */
export function useEnableTwoFactor() {
  const changed = useAfterChange(true);
  return useMutation({
    mutationFn: (body: TwoFactorEnableBody) => call(authEndpoints.enableTwoFactor, { body }),
    onSuccess: changed,
  });
}

/** POST /auth/2fa/disable: needs the account password. */
export function useDisableTwoFactor() {
  const changed = useAfterChange(false);
  return useMutation({
    mutationFn: (body: TwoFactorDisableBody) => call(authEndpoints.disableTwoFactor, { body }),
    onSuccess: changed,
  });
}
