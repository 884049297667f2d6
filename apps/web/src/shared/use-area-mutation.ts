import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from './notify';

/**
 * A write of an area that reads the area's queries (`keys`) again and says how it went: the
 * `done` toast (none when null) or the `failed` one with the reason. Writes of one `scope` run
 * one after another, in the order they were made.
 */
export function useAreaMutation<T, R>(
  keys: QueryKey,
  call: (input: T) => Promise<R>,
  done: string | null,
  failed: string,
  scope?: string,
) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: call,
    ...(scope && { scope: { id: scope } }),
    onSuccess: () => {
      if (done) notifySuccess(t(done));
      return queryClient.invalidateQueries({ queryKey: keys });
    },
    onError: (error) => notifyFailure(t(failed), error),
  });
}
