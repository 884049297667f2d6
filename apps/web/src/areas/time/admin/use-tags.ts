import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tag } from '@ordna/contract/time';
import { timeKeys } from '../time-keys';
import { timeEndpoints } from '@ordna/contract/time/endpoints';
import { call } from '../../../api/call';

/** The person's tags (used by time groups and sub groups, and by the tracker's tags mode). */
export function useTags() {
  return useQuery({
    queryKey: timeKeys.tags(),
    queryFn: ({ signal }) => call(timeEndpoints.readTag, { signal }),
  });
}

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => call(timeEndpoints.createTag, { body: { title } }),
    onSuccess: (tag) => {
      // Show it at once (the picker selects it right away), then read everything again.
      queryClient.setQueryData<Tag[]>(timeKeys.tags(), (tags) => (tags ? [...tags, tag] : [tag]));
      return queryClient.invalidateQueries({ queryKey: timeKeys.all });
    },
  });
}

export function useRenameTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { tagId: string; title: string }) => call(timeEndpoints.changeTag, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeKeys.all }),
  });
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tagId: string) => call(timeEndpoints.deleteTag, { query: { tagId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeKeys.all }),
  });
}
