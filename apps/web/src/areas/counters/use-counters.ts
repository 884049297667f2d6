import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  Counter,
  CounterCreateBody,
  CounterGroup,
  CounterGroupUpdateBody,
  CounterUpdateBody,
} from '@ordna/contract/counters';
import { countersEndpoints } from '@ordna/contract/counters/endpoints';
import { call, listOf } from '../../api/call';
import { notifyFailure } from '../../shared/notify';
import { useAreaMutation } from '../../shared/use-area-mutation';
import { countersKeys } from './counters-keys';
import { addInThousandths } from '@ordna/contract/kernel/thousandths';

/** Every counter group with its counters (GET /counter-group). */
export function useCounterGroups() {
  return useQuery({
    queryKey: countersKeys.groups(),
    queryFn: async ({ signal }) => listOf(await call(countersEndpoints.readGroups, { signal })),
  });
}

export const useAddGroup = () =>
  useAreaMutation(
    countersKeys.all,
    (name: string) => call(countersEndpoints.createGroup, { body: { name } }),
    'counters.group.added',
    'counters.group.addFailed',
  );

export const useRenameGroup = () =>
  useAreaMutation(
    countersKeys.all,
    (body: CounterGroupUpdateBody) => call(countersEndpoints.renameGroup, { body }),
    'counters.group.renamed',
    'counters.group.renameFailed',
  );

export const useDeleteGroup = () =>
  useAreaMutation(
    countersKeys.all,
    (counterGroupId: string) => call(countersEndpoints.deleteGroup, { query: { counterGroupId } }),
    'counters.group.deleted',
    'counters.group.deleteFailed',
  );

export const useAddCounter = () =>
  useAreaMutation(
    countersKeys.all,
    (body: CounterCreateBody) => call(countersEndpoints.createCounter, { body }),
    'counters.counter.added',
    'counters.counter.addFailed',
  );

export const useEditCounter = () =>
  useAreaMutation(
    countersKeys.all,
    (body: Omit<CounterUpdateBody, 'change'>) => call(countersEndpoints.changeCounter, { body }),
    'counters.counter.saved',
    'counters.counter.saveFailed',
  );

export const useDeleteCounter = () =>
  useAreaMutation(
    countersKeys.all,
    (counterId: string) => call(countersEndpoints.deleteCounter, { query: { counterId } }),
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
      call(countersEndpoints.changeCounter, { body: { counterId, change } }),
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
