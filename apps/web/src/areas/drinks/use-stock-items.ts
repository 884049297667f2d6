import { useQuery } from '@tanstack/react-query';
import type { StorageFoundItem, StorageItem } from '@ordna/contract/storage/answers';
import { api } from '../../api/api';
import { storageKeys } from '../storage/public';

/**
 * Storage items an ingredient may point at, through the storage API under the storage area's own
 * query keys (so its live updates reach them): found by words of their name, and one by id (to
 * name the item a line already points at).
 */
export function useStockSearch(words: string) {
  const query = words.trim();
  return useQuery({
    queryKey: storageKeys.found(query),
    queryFn: ({ signal }) => api.get<StorageFoundItem[]>('/storage-item', { query }, signal),
    enabled: query.length > 0,
    staleTime: 30_000,
  });
}

export function useStockItem(storageItemId: string | null) {
  return useQuery({
    queryKey: storageKeys.item(storageItemId ?? ''),
    queryFn: ({ signal }) => api.get<StorageItem>('/storage-item', { storageItemId: storageItemId! }, signal),
    enabled: storageItemId !== null,
    staleTime: 30_000,
  });
}
