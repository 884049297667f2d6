import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  Counter,
  CounterCreateBody,
  CounterGroup,
  CounterGroupUpdateBody,
  CounterUpdateBody,
} from '@ordna/contract/counters';
import { api } from '../../api/api';
import { notifyFailure, notifySuccess } from '../../shared/notify';
import { countersKeys } from './counters-keys';
import { addInThousandths } from '@ordna/contract/kernel/thousandths';

/** Every counter group with its counters (GET /counter-group). */
export function useCounterGroups() {
  return useQuery({
    queryKey: countersKeys.groups(),
    queryFn: ({ signal }) => api.get<CounterGroup[]>('/counter-group', undefined, signal),
  });
}

/** A mutation of groups or counters that reads the list again and says how it went. */
function useListMutation<T>(call: (input: T) => Promise<unknown>, done: string, failed: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      notifySuccess(t(done));
      return queryClient.invalidateQueries({ queryKey: countersKeys.all });
    },
    onError: (error) => notifyFailure(t(failed), error),
  });
}

export const useAddGroup = () =>
  useListMutation(
    (name: string) => api.post<CounterGroup>('/counter-group', { name }),
    'counters.group.added',
    'counters.group.addFailed',
  );

export const useRenameGroup = () =>
  useListMutation(
    (body: CounterGroupUpdateBody) => api.put<CounterGroup>('/counter-group', body),
    'counters.group.renamed',
    'counters.group.renameFailed',
  );

export const useDeleteGroup = () =>
  useListMutation(
    (counterGroupId: string) => api.delete('/counter-group', { counterGroupId }),
    'counters.group.deleted',
    'counters.group.deleteFailed',
  );

export const useAddCounter = () =>
  useListMutation(
    (body: CounterCreateBody) => api.post<Counter>('/counter', body),
    'counters.counter.added',
    'counters.counter.addFailed',
  );

export const useEditCounter = () =>
  useListMutation(
    (body: Omit<CounterUpdateBody, 'change'>) => api.put<Counter>('/counter', body),
    'counters.counter.saved',
    'counters.counter.saveFailed',
  );

export const useDeleteCounter = () =>
  useListMutation(
    (counterId: string) => api.delete('/counter', { counterId }),
    'counters.counter.deleted',
    'counters.counter.deleteFailed',
  );

/** Adds `change` to the shown value and today's sum in the cache (exact in thousandths, as the server adds). */
export function withChange(groups: CounterGroup[], counterId: string, change: number): CounterGroup[] {
  return groups.map((group) => ({
    ...group,
    counters: group.counters.map((counter) =>
      counter._id === counterId
        ? { ...counter, value: addInThousandths(counter.value, change), today: addInThousandths(counter.today, change) }
        : counter,
    ),
  }));
}

/** Puts the server's answer for one counter in the cache. */
export function withCounter(groups: CounterGroup[], answer: Counter): CounterGroup[] {
  return groups.map((group) => ({
    ...group,
    counters: group.counters.map((counter) => (counter._id === answer._id ? answer : counter)),
  }));
}

/**
 * + and −: the value moves at once on screen; the server adds each change atomically, and the
 * list reads again once the last change of a burst has answered, so the shown value is the stored one.
 */
export function useChangeCounter(onChanged?: (counter: Counter, change: number) => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const key = countersKeys.groups();
  return useMutation({
    mutationKey: countersKeys.change,
    mutationFn: ({ counterId, change }: { counterId: string; change: number }) =>
      api.put<Counter>('/counter', { counterId, change }),
    onMutate: async ({ counterId, change }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<CounterGroup[]>(key, (groups) => groups && withChange(groups, counterId, change));
    },
    onSuccess: (counter, { change }) => onChanged?.(counter, change),
    onError: (error, { counterId, change }) => {
      queryClient.setQueryData<CounterGroup[]>(key, (groups) => groups && withChange(groups, counterId, -change));
      notifyFailure(t('counters.counter.changeFailed'), error);
    },
    onSettled: () => {
      // This mutation still counts as running here: 1 means it is the last of the burst.
      if (queryClient.isMutating({ mutationKey: countersKeys.change }) <= 1) {
        return queryClient.invalidateQueries({ queryKey: countersKeys.all });
      }
    },
  });
}
