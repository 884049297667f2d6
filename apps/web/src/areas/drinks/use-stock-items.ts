import { useQuery } from '@tanstack/react-query';
import { storageKeys } from '../storage/public';
import { storageViews } from '@ordna/contract/storage/endpoints';
import { call } from '../../api/call';

/**
 * Storage items an ingredient may point at, through the storage API under the storage area's own
 * query keys (so its live updates reach them): found by words of their name, and one by id (to
 * name the item a line already points at).
 */
export function useStockSearch(words: string) {
  const query = words.trim();
  return useQuery({
    queryKey: storageKeys.found(query),
    queryFn: ({ signal }) => call(storageViews.found, { query: { query }, signal }),
    enabled: query.length > 0,
    staleTime: 30_000,
  });
}

export function useStockItem(storageItemId: string | null) {
  return useQuery({
    queryKey: storageKeys.item(storageItemId ?? ''),
    queryFn: ({ signal }) => call(storageViews.item, { query: { storageItemId: storageItemId! }, signal }),
    enabled: storageItemId !== null,
    staleTime: 30_000,
  });
}
