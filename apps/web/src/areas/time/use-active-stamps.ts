import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TimeStamp } from '@ordna/contract/time';
import { timeKeys } from './time-keys';
import { timeViews } from '@ordna/contract/time/endpoints';
import { call } from '../../api/call';
import { useQueuedWrites, writeQueue } from '../../shared/offline-queue/offline-write';
import { useTimeContext } from './use-time-context';
import { withQueuedStamps } from './queued-stamps';

const newestFirst = (stamps: TimeStamp[]) => [...stamps].sort((a, b) => b.startTime.localeCompare(a.startTime));

/**
 * The running stamps (GET /time-stamp?active=true), newest first, with the stamp-ins and
 * stamp-outs still waiting on this device applied (shared/offline-queue).
 */
export function useActiveStamps() {
  const writes = useQueuedWrites();
  const { timeZone } = useTimeContext();
  const select = useCallback(
    (stamps: TimeStamp[]) => newestFirst(withQueuedStamps(stamps, writes, writeQueue.known, timeZone)),
    [writes, timeZone],
  );
  return useQuery({
    queryKey: timeKeys.activeStamps(),
    queryFn: ({ signal }) => call(timeViews.stamps, { query: { active: true }, signal }),
    select,
  });
}
