import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordGroup, PasswordItem } from '@ordna/contract/passwords';
import { CONSOLE_PASSWORD_CACHE_MS } from '@ordna/contract/kernel/constants';
import { extraApi } from '../../api/extra-api';
import { notifyFailure, notifySuccess } from '../../shared/notify';
import { tidyEntry, type VaultEntry } from './entry';
import { passwordsKeys } from './passwords-keys';
import { GROUPS_PATH, PASSWORDS_PATH, readVault } from './read-vault';
import { vault } from './vault';

const forgetting = new WeakSet<QueryClient>();

/**
 * Drops everything decrypted from the cache the moment the vault locks (idle, sign-out, a 403),
 * whichever page is open; registered once per cache.
 */
export function forgetOnLock(queryClient: QueryClient): void {
  if (forgetting.has(queryClient)) return;
  forgetting.add(queryClient);
  vault.subscribe(() => {
    if (!vault.isOpen()) queryClient.removeQueries({ queryKey: passwordsKeys.all });
  });
}

/** How a page or the console reads the decrypted vault; kept 5 minutes after its last use, then dropped. */
export const vaultQuery = {
  queryKey: passwordsKeys.vault(),
  queryFn: readVault,
  gcTime: CONSOLE_PASSWORD_CACHE_MS,
  staleTime: 30_000,
};

export function useVaultOpen(): boolean {
  return useSyncExternalStore(vault.subscribe, vault.isOpen, vault.isOpen);
}

/** The decrypted groups and entries, read while the vault is open. */
export function useOpenVault() {
  const queryClient = useQueryClient();
  const open = useVaultOpen();
  useEffect(() => forgetOnLock(queryClient), [queryClient]);
  return useQuery({ ...vaultQuery, enabled: open });
}

function useVaultMutation<T, R>(call: (input: T) => Promise<R>, done: string, failed: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      notifySuccess(t(done));
      return queryClient.invalidateQueries({ queryKey: passwordsKeys.all });
    },
    onError: (error) => notifyFailure(t(failed), error),
  });
}

export interface EntryWrite {
  passwordGroupId: string;
  entry: VaultEntry;
}

export const useAddEntry = () =>
  useVaultMutation(
    async ({ passwordGroupId, entry }: EntryWrite) =>
      extraApi.post<PasswordItem>(PASSWORDS_PATH, { passwordGroupId, data: await vault.seal(tidyEntry(entry)) }),
    'messages.addedPassword',
    'messages.couldNotAddPassword',
  );

export const useUpdateEntry = () =>
  useVaultMutation(
    async ({ passwordId, passwordGroupId, entry }: EntryWrite & { passwordId: string }) =>
      extraApi.put<PasswordItem>(PASSWORDS_PATH, {
        passwordId,
        passwordGroupId,
        data: await vault.seal(tidyEntry(entry)),
      }),
    'messages.updatedPassword',
    'messages.couldNotUpdatePassword',
  );

export const useDeleteEntry = () =>
  useVaultMutation(
    (passwordId: string) => extraApi.delete(PASSWORDS_PATH, { passwordId }),
    'messages.passwordDeleted',
    'messages.couldNotDeletePassword',
  );

/** Adds a group named `name` and answers it (an import adds into it next). */
export async function addGroup(name: string): Promise<PasswordGroup> {
  return extraApi.post<PasswordGroup>(GROUPS_PATH, { data: await vault.seal({ name: name.trim() }) });
}

export const useAddGroup = () =>
  useVaultMutation(addGroup, 'messages.addedPasswordGroup', 'messages.couldNotAddPasswordGroup');

export const useRenameGroup = () =>
  useVaultMutation(
    async ({ passwordGroupId, name }: { passwordGroupId: string; name: string }) =>
      extraApi.put<PasswordGroup>(GROUPS_PATH, { passwordGroupId, data: await vault.seal({ name: name.trim() }) }),
    'passwords.group.renamed',
    'passwords.group.renameFailed',
  );

export const useDeleteGroup = () =>
  useVaultMutation(
    (passwordGroupId: string) => extraApi.delete(GROUPS_PATH, { passwordGroupId }),
    'passwords.group.deleted',
    'passwords.group.deleteFailed',
  );
