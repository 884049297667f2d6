import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodes, TwoFactorDisableBody, TwoFactorEnableBody, TwoFactorSetup } from '@ordna/contract/auth';
import { api } from '../../api/api';
import { session } from '../../api/session';
import { settingsKeys } from './settings-keys';
import type { Account } from './use-account';

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
  return useMutation({ mutationFn: () => api.post<TwoFactorSetup>('/auth/2fa/setup') });
}

/** POST /auth/2fa/enable: confirms the secret with a code and answers the recovery codes (shown once). */
export function useEnableTwoFactor() {
  const changed = useAfterChange(true);
  return useMutation({
    mutationFn: (body: TwoFactorEnableBody) => api.post<RecoveryCodes>('/auth/2fa/enable', body),
    onSuccess: changed,
  });
}

/** POST /auth/2fa/disable: needs the account password. */
export function useDisableTwoFactor() {
  const changed = useAfterChange(false);
  return useMutation({
    mutationFn: (body: TwoFactorDisableBody) => api.post<null>('/auth/2fa/disable', body),
    onSuccess: changed,
  });
}
