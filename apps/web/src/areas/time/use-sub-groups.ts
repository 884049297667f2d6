import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubGroupCreateBody, SubGroupListEntry, SubGroupSummary } from '@ordna/contract/time';
import { api } from '../../api/api';
import { timeKeys } from './time-keys';
import { useTimeContext } from './use-time-context';

/** Every sub group with its time group, for the stamp-in suggestions (GET /sub-group). */
export function useAllSubGroups() {
  return useQuery({
    queryKey: timeKeys.subGroups(),
    queryFn: ({ signal }) => api.get<SubGroupSummary[]>('/sub-group', undefined, signal),
    staleTime: 60_000,
  });
}

/** One sub group with its period totals (GET /sub-group?subGroupId&date&auto). */
export function useSubGroup(subGroupId: string) {
  const { date, auto } = useTimeContext();
  return useQuery({
    queryKey: timeKeys.subGroup(subGroupId, date, auto),
    queryFn: ({ signal }) => api.get<SubGroupListEntry>('/sub-group', { subGroupId, date, auto }, signal),
    enabled: Boolean(subGroupId),
  });
}

/** POST /sub-group; the caller shows what went wrong next to its field. */
export function useAddSubGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubGroupCreateBody) => api.post<SubGroupListEntry>('/sub-group', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeKeys.all }),
  });
}
