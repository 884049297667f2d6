import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TimeGroupUpdateBody } from '@ordna/contract/time';
import { timeKeys } from '../time-keys';
import type { GroupType } from './admin-tree';
import { timeEndpoints, timeViews } from '@ordna/contract/time/endpoints';
import { call } from '../../../api/call';

/**
 * The admin pages ask with auto=true: what a person manages (and what a delete removes) includes
 * the automatic stamps, whatever the list pages show.
 */
export const adminKeys = {
  groups: () => [...timeKeys.all, 'admin', 'groups'] as const,
  subGroupsOf: (timeGroupId: string) => [...timeKeys.all, 'admin', 'subGroups', timeGroupId] as const,
  group: (timeGroupId: string) => [...timeKeys.all, 'admin', 'group', timeGroupId] as const,
  subGroup: (subGroupId: string) => [...timeKeys.all, 'admin', 'subGroup', subGroupId] as const,
};

export function useAdminGroups() {
  return useQuery({
    queryKey: adminKeys.groups(),
    queryFn: ({ signal }) => call(timeViews.groups, { query: { auto: true }, signal }),
  });
}

export function useSubGroupsOf(timeGroupId: string, enabled = true) {
  return useQuery({
    queryKey: adminKeys.subGroupsOf(timeGroupId),
    queryFn: ({ signal }) => call(timeViews.subGroups, { query: { timeGroupId, auto: true }, signal }),
    enabled,
  });
}

export function useTimeGroupDetail(timeGroupId: string) {
  return useQuery({
    queryKey: adminKeys.group(timeGroupId),
    queryFn: ({ signal }) => call(timeViews.group, { query: { timeGroupId, auto: true }, signal }),
  });
}

export function useSubGroupDetail(subGroupId: string) {
  return useQuery({
    queryKey: adminKeys.subGroup(subGroupId),
    queryFn: ({ signal }) => call(timeViews.subGroup, { query: { subGroupId, auto: true }, signal }),
  });
}

/** After any change every time page (lists, views, tracker) reads again. */
function useRefreshTime() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: timeKeys.all });
}

export function useUpdateTimeGroup() {
  const refresh = useRefreshTime();
  return useMutation({
    mutationFn: (body: TimeGroupUpdateBody) => call(timeEndpoints.changeGroup, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateSubGroup() {
  const refresh = useRefreshTime();
  return useMutation({
    mutationFn: (body: { subGroupId: string; name?: string; tagIds?: string[] }) =>
      call(timeEndpoints.changeSubGroup, { body }),
    onSuccess: refresh,
  });
}

/**
 * Moves a sub group's stamps into another and removes it. `onMoved` runs before anything reads
 * again, so a page showing the source can leave before asking the server for it.
 */
export function useMoveSubGroup(onMoved?: (newSubGroupId: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { subGroupId: string; newSubGroupId: string }) =>
      call(timeEndpoints.changeSubGroup, { body: { moveSubGroup: true, ...body } }),
    onSuccess: (_answer, { subGroupId, newSubGroupId }) => {
      onMoved?.(newSubGroupId);
      queryClient.removeQueries({ queryKey: adminKeys.subGroup(subGroupId) });
      return queryClient.invalidateQueries({ queryKey: timeKeys.all });
    },
  });
}

/**
 * Deletes a time group or sub group. `onDeleted` runs first and the deleted thing's own queries are
 * dropped, so a page showing it can leave without asking the server for it again.
 */
export function useDeleteGroup(onDeleted?: (type: GroupType, id: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id }: { type: GroupType; id: string }) =>
      type === 'time-group'
        ? call(timeEndpoints.deleteGroup, { query: { timeGroupId: id } })
        : call(timeEndpoints.deleteSubGroup, { query: { subGroupId: id } }),
    onSuccess: (_answer, { type, id }) => {
      onDeleted?.(type, id);
      if (type === 'time-group') {
        queryClient.removeQueries({ queryKey: adminKeys.group(id) });
        queryClient.removeQueries({ queryKey: adminKeys.subGroupsOf(id) });
      } else {
        queryClient.removeQueries({ queryKey: adminKeys.subGroup(id) });
      }
      return queryClient.invalidateQueries({ queryKey: timeKeys.all });
    },
  });
}
