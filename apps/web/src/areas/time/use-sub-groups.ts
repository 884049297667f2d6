import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubGroupCreateBody } from '@ordna/contract/time';
import { timeKeys } from './time-keys';
import { useTimeContext } from './use-time-context';
import { timeEndpoints, timeViews } from '@ordna/contract/time/endpoints';
import { call } from '../../api/call';

/**
 * Every sub group of the person with its time group, names only (GET /sub-group): for pickers,
 * suggestions and the one-group views, which narrow it to their group. `enabled` holds the read
 * back; `staleTime` spares a re-read where the list is asked for often (the stamp-in form).
 */
export function useSubGroups({ enabled = true, staleTime }: { enabled?: boolean; staleTime?: number } = {}) {
  return useQuery({
    queryKey: timeKeys.subGroups(),
    queryFn: ({ signal }) => call(timeViews.subGroupSummaries, { signal }),
    enabled,
    staleTime,
  });
}

/** One sub group with its period totals (GET /sub-group?subGroupId&date&auto). */
export function useSubGroup(subGroupId: string) {
  const { date, auto } = useTimeContext();
  return useQuery({
    queryKey: timeKeys.subGroup(subGroupId, date, auto),
    queryFn: ({ signal }) => call(timeViews.subGroup, { query: { subGroupId, date, auto }, signal }),
    enabled: Boolean(subGroupId),
  });
}

/** POST /sub-group; the caller shows what went wrong next to its field. */
export function useAddSubGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubGroupCreateBody) => call(timeEndpoints.createSubGroup, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeKeys.all }),
  });
}
