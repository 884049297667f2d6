import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { PasswordGroup } from '@ordna/contract/passwords';
import { CONSOLE_PASSWORD_CACHE_MS } from '@ordna/contract/kernel/constants';
import { extraApi } from '../../api/extra-api';
import { tidyEntry, type VaultEntry } from './entry';
import { useAreaMutation } from '../../shared/use-area-mutation';
import { passwordsKeys } from './passwords-keys';
import { readVault } from './read-vault';
import { vault } from './vault';
import { passwordsEndpoints } from '@ordna/contract/passwords/endpoints';
import { callThrough } from '../../api/call';

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
  // Offline it reads the sealed copy on the device (read-vault.ts), so it runs without a network.
  networkMode: 'always' as const,
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

export interface EntryWrite {
  passwordGroupId: string;
  entry: VaultEntry;
}

export const useAddEntry = () =>
  useAreaMutation(
    passwordsKeys.all,
    async ({ passwordGroupId, entry }: EntryWrite) =>
      callThrough(extraApi, passwordsEndpoints.createEntry, {
        body: { passwordGroupId, data: await vault.seal(tidyEntry(entry)) },
      }),
    'messages.addedPassword',
    'messages.couldNotAddPassword',
  );

export const useUpdateEntry = () =>
  useAreaMutation(
    passwordsKeys.all,
    async ({ passwordId, passwordGroupId, entry }: EntryWrite & { passwordId: string }) =>
      callThrough(extraApi, passwordsEndpoints.changeEntry, {
        body: { passwordId, passwordGroupId, data: await vault.seal(tidyEntry(entry)) },
      }),
    'messages.updatedPassword',
    'messages.couldNotUpdatePassword',
  );

export const useDeleteEntry = () =>
  useAreaMutation(
    passwordsKeys.all,
    (passwordId: string) => {
      vault.assertWritable();
      return callThrough(extraApi, passwordsEndpoints.deleteEntry, { body: { passwordId } });
    },
    'messages.passwordDeleted',
    'messages.couldNotDeletePassword',
  );

/** Adds a group named `name` and answers it (an import adds into it next). */
export async function addGroup(name: string): Promise<PasswordGroup> {
  return callThrough(extraApi, passwordsEndpoints.createGroup, {
    body: { data: await vault.seal({ name: name.trim() }) },
  });
}

export const useAddGroup = () =>
  useAreaMutation(passwordsKeys.all, addGroup, 'messages.addedPasswordGroup', 'messages.couldNotAddPasswordGroup');

export const useRenameGroup = () =>
  useAreaMutation(
    passwordsKeys.all,
    async ({ passwordGroupId, name }: { passwordGroupId: string; name: string }) =>
      callThrough(extraApi, passwordsEndpoints.changeGroup, {
        body: { passwordGroupId, data: await vault.seal({ name: name.trim() }) },
      }),
    'passwords.group.renamed',
    'passwords.group.renameFailed',
  );

export const useDeleteGroup = () =>
  useAreaMutation(
    passwordsKeys.all,
    (passwordGroupId: string) => {
      vault.assertWritable();
      return callThrough(extraApi, passwordsEndpoints.deleteGroup, { body: { passwordGroupId } });
    },
    'passwords.group.deleted',
    'passwords.group.deleteFailed',
  );
