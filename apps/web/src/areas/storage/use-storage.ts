import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  StorageCsvImport,
  StorageFoundItem,
  StorageGroup,
  StorageGroupSummary,
  StorageItem,
  StorageItemCreateBody,
  StorageItemUpdateBody,
} from '@ordna/contract/storage';
import { api } from '../../api/api';
import { notifyFailure, notifySuccess } from '../../shared/notify';
import { storageKeys } from './storage-keys';

/** Every storage group the person sees, with how many items each holds. */
export function useStorageGroups() {
  return useQuery({
    queryKey: storageKeys.groups(),
    queryFn: ({ signal }) => api.get<StorageGroupSummary[]>('/storage-group', undefined, signal),
  });
}

export function useStorageGroup(storageGroupId: string | undefined) {
  return useQuery({
    queryKey: storageKeys.group(storageGroupId ?? ''),
    queryFn: ({ signal }) => api.get<StorageGroup>('/storage-group', { storageGroupId }, signal),
    enabled: Boolean(storageGroupId),
  });
}

export function useStorageItem(storageItemId: string | undefined) {
  return useQuery({
    queryKey: storageKeys.item(storageItemId ?? ''),
    queryFn: ({ signal }) => api.get<StorageItem>('/storage-item', { storageItemId }, signal),
    enabled: Boolean(storageItemId),
  });
}

/** What runs out within `days` days, across groups, soonest first. */
export function useExpiring(days: number) {
  return useQuery({
    queryKey: storageKeys.expiring(days),
    queryFn: ({ signal }) => api.get<StorageFoundItem[]>('/storage-item', { expiringWithinDays: days }, signal),
  });
}

/** A mutation of storage that reads the area again and says how it went. */
function useStorageMutation<T, R>(call: (input: T) => Promise<R>, done: string | null, failed: string, scope?: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: call,
    // Writes of one scope go one after another, in the order they were made.
    ...(scope && { scope: { id: scope } }),
    onSuccess: () => {
      if (done) notifySuccess(t(done));
      return queryClient.invalidateQueries({ queryKey: storageKeys.all });
    },
    onError: (error) => notifyFailure(t(failed), error),
  });
}

export const useAddGroup = () =>
  useStorageMutation(
    (name: string) => api.post<StorageGroup>('/storage-group', { name }),
    'storage.group.added',
    'storage.group.addFailed',
  );

export const useRenameGroup = () =>
  useStorageMutation(
    (body: { storageGroupId: string; name: string }) => api.put<StorageGroupSummary>('/storage-group', body),
    'storage.group.renamed',
    'storage.group.renameFailed',
  );

export const useDeleteGroup = () =>
  useStorageMutation(
    (storageGroupId: string) => api.delete('/storage-group', { storageGroupId }),
    'storage.group.deleted',
    'storage.group.deleteFailed',
  );

export const useAddItem = () =>
  useStorageMutation(
    (body: StorageItemCreateBody) => api.post<StorageItem>('/storage-item', body),
    null,
    'storage.item.addFailed',
    'storage-add',
  );

export const useSaveItem = () =>
  useStorageMutation(
    (body: StorageItemUpdateBody) => api.put<StorageItem>('/storage-item', body),
    'storage.item.saved',
    'storage.item.saveFailed',
  );

/** Quick + and −: quiet, the quantity reads again when the server has added it. */
export const useChangeQuantity = () =>
  useStorageMutation(
    ({ storageItemId, change }: { storageItemId: string; change: number }) =>
      api.put<StorageItem>('/storage-item', { storageItemId, change }),
    null,
    'storage.item.saveFailed',
  );

export const useDeleteItem = () =>
  useStorageMutation(
    (storageItemId: string) => api.delete('/storage-item', { storageItemId }),
    'storage.item.deleted',
    'storage.item.deleteFailed',
  );

/** Imports CSV text into a group; the answer names the wrong lines when there are any. */
export function useImportCsv() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (body: { storageGroupId: string; csv: string }) =>
      api.post<StorageCsvImport>('/storage-item/csv', body),
    onSuccess: (answer) => {
      if (answer.errors.length > 0) return;
      notifySuccess(t('storage.csv.imported', { added: answer.added, updated: answer.updated }));
      return queryClient.invalidateQueries({ queryKey: storageKeys.all });
    },
    onError: (error) => notifyFailure(t('storage.csv.importFailed'), error),
  });
}
