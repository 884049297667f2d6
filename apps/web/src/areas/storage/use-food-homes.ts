import { useQueries } from '@tanstack/react-query';
import { foodKeyOf } from '@ordna/contract/kernel/foods';
import { storageViews } from '@ordna/contract/storage/endpoints';
import { call } from '../../api/call';
import { storageKeys } from './storage-keys';

/**
 * Where foods already live: the group (of `groupIds`) holding the most of `names`, matched by
 * food (singular or plural, either language), or null when none holds any. Reads each group
 * while `enabled` (a dialog that suggests a group is open).
 */
export function useFoodHome(groupIds: readonly string[], names: readonly string[], enabled: boolean): string | null {
  const groups = useQueries({
    queries: groupIds.map((storageGroupId) => ({
      queryKey: storageKeys.group(storageGroupId),
      queryFn: ({ signal }: { signal: AbortSignal }) => call(storageViews.group, { query: { storageGroupId }, signal }),
      enabled,
    })),
  });
  const wanted = names.map(foodKeyOf);
  let best: { id: string; count: number } | null = null;
  for (const group of groups) {
    if (!group.data) continue;
    const held = new Set(group.data.items.map((item) => foodKeyOf(item.name)));
    const count = wanted.filter((key) => held.has(key)).length;
    if (count > 0 && (!best || count > best.count)) best = { id: group.data._id, count };
  }
  return best?.id ?? null;
}
