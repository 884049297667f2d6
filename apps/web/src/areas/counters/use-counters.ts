import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
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
import { sendOrQueue, useQueuedWrites, willWait } from '../../shared/offline-queue/offline-write';
import type { QueuedWrite } from '../../shared/offline-queue/queued-write';

/** The kind of a +/− kept on this device until the connection is back (shared/offline-queue). */
export const COUNTER_CHANGE = 'counters.change';

/** The groups as the person left them: the server's values with the changes still waiting added. */
export function withQueuedChanges(groups: CounterGroup[], writes: readonly QueuedWrite[]): CounterGroup[] {
  return writes.reduce((shown, write) => {
    if (write.kind !== COUNTER_CHANGE) return shown;
    const { counterId, change } = write.body as { counterId: string; change: number };
    return withChange(shown, counterId, change);
  }, groups);
}

/** Whether a +/− of the counter waits to be sent. */
export function useCounterWaiting(counterId: string): boolean {
  return useQueuedWrites().some(
    (write) => write.kind === COUNTER_CHANGE && (write.body as { counterId: string }).counterId === counterId,
  );
}

/** Every counter group with its counters (GET /counter-group), with the +/− still waiting on this device. */
export function useCounterGroups() {
  const writes = useQueuedWrites();
  const select = useCallback((groups: CounterGroup[]) => withQueuedChanges(groups, writes), [writes]);
  return useQuery({
    queryKey: countersKeys.groups(),
    queryFn: async ({ signal }) => listOf(await call(countersEndpoints.readGroups, { signal })),
    select,
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
    // Offline, the change waits on this device and is sent later with its key (shared/offline-queue).
    networkMode: 'always',
    mutationFn: ({ counterId, change, name }: { counterId: string; change: number; name: string }) =>
      sendOrQueue(
        countersEndpoints.changeCounter,
        { body: { counterId, change } },
        {
          kind: COUNTER_CHANGE,
          what: {
            key: 'common.offlineQueue.what.counter',
            values: { name, change: change > 0 ? `+${change}` : `${change}` },
          },
          reads: [[...countersKeys.all]],
        },
      ),
    onMutate: async ({ counterId, change }) => {
      if (willWait()) return { changed: false };
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<CounterGroup[]>(key, (groups) => groups && withChange(groups, counterId, change));
      return { changed: true };
    },
    onSuccess: (counter, { change }) => onChanged?.(counter, change),
    onError: (error, { counterId, change }, context) => {
      if (context?.changed) {
        queryClient.setQueryData<CounterGroup[]>(key, (groups) => groups && withChange(groups, counterId, -change));
      }
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
