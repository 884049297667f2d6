import { useQueryClient } from '@tanstack/react-query';
import type { TimeStamp } from '@ordna/contract/time';
import { timeEndpoints } from '@ordna/contract/time/endpoints';
import { call } from '../../../api/call';
import { useLastingWrite } from '../../../shared/use-lasting-write';
import { stampAdded, stampStarted, storeStamp, updateCachedEntries } from '../stamp-cache';
import { settle, useFailureToast } from '../use-stamp-mutations';
import { useTimeContext } from '../use-time-context';

/**
 * Undo of a delete: POST /time-stamp again with the deleted stamp's sub group (by name, in its
 * group), times and description, so it counts in every total again (a running one runs on). It
 * runs on the query client (shared/use-lasting-write.ts): Undo is pressed in a toast after the
 * deleted row has left the page, and a mutation of that row would go with it.
 */
export function useRestoreStamp(): (stamp: TimeStamp) => void {
  const queryClient = useQueryClient();
  const { timeZone } = useTimeContext();
  const fail = useFailureToast();
  return useLastingWrite({
    mutationFn: (stamp: TimeStamp) =>
      call(timeEndpoints.createStamp, {
        body: {
          name: stamp.name,
          timeGroupId: stamp.timeGroupId,
          startTime: stamp.startTime,
          ...(stamp.endTime ? { endTime: stamp.endTime, ended: true } : {}),
          description: stamp.description,
        },
      }),
    onSuccess: (stamp) =>
      settle(queryClient, () => {
        storeStamp(queryClient, stamp);
        updateCachedEntries(queryClient, timeZone, stamp.ended ? stampAdded(stamp) : stampStarted(stamp));
      }),
    onError: (error) => fail('couldNotStampIn', error),
  });
}
