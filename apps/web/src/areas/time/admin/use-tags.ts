import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tag } from '@ordna/contract/time';
import { api } from '../../../api/api';
import { timeKeys } from '../time-keys';

/** The person's tags (used by time groups and sub groups, and by the tracker's tags mode). */
export function useTags() {
  return useQuery({
    queryKey: timeKeys.tags(),
    queryFn: ({ signal }) => api.get<Tag[]>('/tag', undefined, signal),
  });
}

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => api.post<Tag>('/tag', { title }),
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
    mutationFn: (body: { tagId: string; title: string }) => api.put<Tag>('/tag', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeKeys.all }),
  });
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tagId: string) => api.delete<null>('/tag', { tagId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeKeys.all }),
  });
}
