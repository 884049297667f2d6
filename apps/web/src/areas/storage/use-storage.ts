import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { StorageGroup, StorageItemCreateBody, StorageItemUpdateBody } from '@ordna/contract/storage';
import { notifyFailure, notifySuccess } from '../../shared/notify';
import { useAreaMutation } from '../../shared/use-area-mutation';
import { storageKeys } from './storage-keys';
import { storageEndpoints, storageViews } from '@ordna/contract/storage/endpoints';
import { call } from '../../api/call';
import { sendOrQueue, useQueuedWrites } from '../../shared/offline-queue/offline-write';
import { STORAGE_CHANGE, withQueuedQuantities } from './queued-changes';

/** Every storage group the person sees, with how many items each holds. */
export function useStorageGroups() {
  return useQuery({
    queryKey: storageKeys.groups(),
    queryFn: ({ signal }) => call(storageViews.groups, { signal }),
  });
}

/** One group with its items, and the + and − still waiting on this device. */
export function useStorageGroup(storageGroupId: string | undefined) {
  const writes = useQueuedWrites();
  const select = useCallback((group: StorageGroup) => withQueuedQuantities(group, writes), [writes]);
  return useQuery({
    queryKey: storageKeys.group(storageGroupId ?? ''),
    queryFn: ({ signal }) => call(storageViews.group, { query: { storageGroupId }, signal }),
    enabled: Boolean(storageGroupId),
    select,
  });
}

export function useStorageItem(storageItemId: string | undefined) {
  return useQuery({
    queryKey: storageKeys.item(storageItemId ?? ''),
    queryFn: ({ signal }) => call(storageViews.item, { query: { storageItemId }, signal }),
    enabled: Boolean(storageItemId),
  });
}

/** What runs out within `days` days, across groups, soonest first. */
export function useExpiring(days: number) {
  return useQuery({
    queryKey: storageKeys.expiring(days),
    queryFn: ({ signal }) => call(storageViews.found, { query: { expiringWithinDays: days }, signal }),
  });
}

export const useAddGroup = () =>
  useAreaMutation(
    storageKeys.all,
    (name: string) => call(storageEndpoints.createGroup, { body: { name } }),
    'storage.group.added',
    'storage.group.addFailed',
  );

export const useRenameGroup = () =>
  useAreaMutation(
    storageKeys.all,
    (body: { storageGroupId: string; name: string }) => call(storageEndpoints.changeGroup, { body }),
    'storage.group.renamed',
    'storage.group.renameFailed',
  );

export const useDeleteGroup = () =>
  useAreaMutation(
    storageKeys.all,
    (storageGroupId: string) => call(storageEndpoints.deleteGroup, { query: { storageGroupId } }),
    'storage.group.deleted',
    'storage.group.deleteFailed',
  );

export const useAddItem = () =>
  useAreaMutation(
    storageKeys.all,
    (body: StorageItemCreateBody) => call(storageEndpoints.createItem, { body }),
    null,
    'storage.item.addFailed',
    'storage-add',
  );

export const useSaveItem = () =>
  useAreaMutation(
    storageKeys.all,
    (body: StorageItemUpdateBody) => call(storageEndpoints.changeItem, { body }),
    'storage.item.saved',
    'storage.item.saveFailed',
  );

/**
 * Quick + and −: quiet, the quantity reads again when the server has added it. Offline, the change
 * waits on this device, shown at once and sent later with its key (shared/offline-queue).
 */
export function useChangeQuantity() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ storageItemId, change, name }: { storageItemId: string; change: number; name: string }) =>
      sendOrQueue(
        storageEndpoints.changeItem,
        { body: { storageItemId, change } },
        {
          kind: STORAGE_CHANGE,
          what: {
            key: 'common.offlineQueue.what.storage',
            values: { name, change: change > 0 ? `+${change}` : `${change}` },
          },
          reads: [[...storageKeys.all]],
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storageKeys.all }),
    onError: (error) => notifyFailure(t('storage.item.saveFailed'), error),
  });
}

export const useDeleteItem = () =>
  useAreaMutation(
    storageKeys.all,
    (storageItemId: string) => call(storageEndpoints.deleteItem, { query: { storageItemId } }),
    'storage.item.deleted',
    'storage.item.deleteFailed',
  );

/** Imports CSV text into a group; the answer names the wrong lines when there are any. */
export function useImportCsv() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (body: { storageGroupId: string; csv: string }) => call(storageEndpoints.createItemCsv, { body }),
    onSuccess: (answer) => {
      if (answer.errors.length > 0) return;
      notifySuccess(t('storage.csv.imported', { added: answer.added, updated: answer.updated }));
      return queryClient.invalidateQueries({ queryKey: storageKeys.all });
    },
    onError: (error) => notifyFailure(t('storage.csv.importFailed'), error),
  });
}
