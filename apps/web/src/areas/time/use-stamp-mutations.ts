import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@ordna/contract/kernel/messages';
import type { TimeStamp, TimeStampCreateBody, TimeStampUpdateBody } from '@ordna/contract/time';
import { notifyFailure } from '../../shared/notify';
import {
  forgetStamp,
  stampAdded,
  stampDeleted,
  stampEdited,
  stampEnded,
  stampStarted,
  storeStamp,
  updateCachedEntries,
} from './stamp-cache';
import { timeKeys } from './time-keys';
import { useTimeContext } from './use-time-context';
import { timeEndpoints } from '@ordna/contract/time/endpoints';
import { call } from '../../api/call';
import { sendOrQueue } from '../../shared/offline-queue/offline-write';
import { madeHereId } from '../../shared/offline-queue/queued-write';
import { STAMP_IN, STAMP_OUT, stampInAt } from './queued-stamps';

/**
 * Stamp writes with exact totals at once: the answer updates every cached list
 * entry through the contract's rules, then everything under ['time'] is invalidated so the server's
 * own totals replace ours as soon as they arrive (and other tabs converge on their next fetch).
 */
export async function settle(queryClient: QueryClient, write: () => void): Promise<void> {
  // A fetch that started before the write would land with the old totals; drop it first.
  await queryClient.cancelQueries({ queryKey: timeKeys.all });
  write();
  void queryClient.invalidateQueries({ queryKey: timeKeys.all });
}

export function useFailureToast() {
  const { t } = useTranslation();
  return (title: MessageKey, error: unknown) => notifyFailure(t(`messages.${title}`), error, t('time.errors.tryAgain'));
}

/**
 * Stamp in: POST /time-stamp {name, timeGroupId} (a new name makes the sub group); with an
 * endTime it records a past entry. Offline it waits on this device with the moment pressed as
 * its start (shared/offline-queue), and the tracker shows it running at once.
 */
export function useStampIn() {
  const queryClient = useQueryClient();
  const { timeZone } = useTimeContext();
  const fail = useFailureToast();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: TimeStampCreateBody) =>
      sendOrQueue(
        timeEndpoints.createStamp,
        { body: stampInAt(body, Date.now()) },
        {
          kind: STAMP_IN,
          what: { key: 'common.offlineQueue.what.stampIn', values: { name: body.name ?? '' } },
          reads: [[...timeKeys.all]],
          madeIds: [madeHereId()],
        },
      ),
    onSuccess: (stamp) =>
      settle(queryClient, () => {
        storeStamp(queryClient, stamp);
        updateCachedEntries(queryClient, timeZone, stamp.ended ? stampAdded(stamp) : stampStarted(stamp));
      }),
    onError: (error) => fail('couldNotStampIn', error),
  });
}

/**
 * Stamp out: PUT /time-stamp {timeStampId, ended: true, endTime} (ends it at the moment pressed,
 * so a stamp-out that waits on this device offline still ends it then).
 */
export function useStampOut() {
  const queryClient = useQueryClient();
  const { timeZone } = useTimeContext();
  const fail = useFailureToast();
  return useMutation({
    networkMode: 'always',
    mutationFn: (timeStampId: string) => {
      const running = queryClient.getQueryData<TimeStamp[]>(timeKeys.activeStamps()) ?? [];
      const stamp = running.find((each) => each._id === timeStampId);
      // Never before its start, should this device's clock be behind the one that started it.
      const endTime = new Date(Math.max(Date.now(), stamp ? Date.parse(stamp.startTime) : 0)).toISOString();
      const name = stamp?.name ?? '';
      return sendOrQueue(
        timeEndpoints.changeStamp,
        { body: { timeStampId, ended: true, endTime } },
        {
          kind: STAMP_OUT,
          what: { key: 'common.offlineQueue.what.stampOut', values: { name } },
          reads: [[...timeKeys.all]],
        },
      );
    },
    onSuccess: (stamp) =>
      settle(queryClient, () => {
        storeStamp(queryClient, stamp);
        const stillRunning = queryClient.getQueryData<TimeStamp[]>(timeKeys.activeStamps()) ?? [];
        updateCachedEntries(queryClient, timeZone, stampEnded(stamp, stillRunning));
      }),
    onError: (error) => fail('couldNotStampOut', error),
  });
}

export interface StampEdit {
  before: TimeStamp;
  changes: Omit<TimeStampUpdateBody, 'timeStampId'>;
}

/**
 * Edit times, sub group, reopen (ended: false) or stop (ended: true). Failures are left to the
 * caller: a bad end time belongs next to its field, not in a toast.
 */
export function useEditStamp() {
  const queryClient = useQueryClient();
  const { timeZone } = useTimeContext();
  return useMutation({
    mutationFn: ({ before, changes }: StampEdit) =>
      call(timeEndpoints.changeStamp, { body: { timeStampId: before._id, ...changes } }),
    onSuccess: (after, { before }) =>
      settle(queryClient, () => {
        storeStamp(queryClient, after, before);
        updateCachedEntries(queryClient, timeZone, stampEdited(before, after));
      }),
  });
}

/**
 * DELETE /time-stamp; 'Could not delete time stamps' when it fails. `onDeleted` runs once the
 * cache is settled, on the hook, so it runs even when the deleted stamp's row has already left the
 * page (a read that answered first), where a callback given to `mutate` would not.
 */
export function useDeleteStamp(onDeleted?: (stamp: TimeStamp) => void) {
  const queryClient = useQueryClient();
  const { timeZone } = useTimeContext();
  const fail = useFailureToast();
  return useMutation({
    mutationFn: (stamp: TimeStamp) => call(timeEndpoints.deleteStamp, { query: { timeStampId: stamp._id } }),
    onSuccess: (_answer, stamp) =>
      settle(queryClient, () => {
        forgetStamp(queryClient, stamp);
        updateCachedEntries(queryClient, timeZone, stampDeleted(stamp));
      }).then(() => onDeleted?.(stamp)),
    onError: (error) => fail('couldNotDeleteTimeStamps', error),
  });
}
