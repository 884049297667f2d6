import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from './notify';

/**
 * The toast once a write is done: an i18n key, a key with values taken from what was written
 * (`(token) => ['…revoked', { name: token.name }]`), or none (null).
 */
export type DoneText<T> = string | null | ((input: T) => readonly [key: string, values: Record<string, string>]);

/**
 * A write of an area that reads the area's queries (`keys`) again and says how it went: the
 * `done` toast or the `failed` one with the reason. Writes of one `scope` run one after another,
 * in the order they were made.
 */
export function useAreaMutation<T, R>(
  keys: QueryKey,
  call: (input: T) => Promise<R>,
  done: DoneText<T>,
  failed: string,
  scope?: string,
) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: call,
    ...(scope && { scope: { id: scope } }),
    onSuccess: (_result, input) => {
      if (typeof done === 'function') {
        const [key, values] = done(input);
        notifySuccess(t(key, values));
      } else if (done) notifySuccess(t(done));
      return queryClient.invalidateQueries({ queryKey: keys });
    },
    onError: (error) => notifyFailure(t(failed), error),
  });
}
