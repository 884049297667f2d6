import { useQuery } from '@tanstack/react-query';
import type { TimeStamp } from '@ordna/contract/time';
import { timeKeys } from './time-keys';
import { timeViews } from '@ordna/contract/time/endpoints';
import { call } from '../../api/call';

const newestFirst = (stamps: TimeStamp[]) => [...stamps].sort((a, b) => b.startTime.localeCompare(a.startTime));

/** The running stamps (GET /time-stamp?active=true), newest first. */
export function useActiveStamps() {
  return useQuery({
    queryKey: timeKeys.activeStamps(),
    queryFn: ({ signal }) => call(timeViews.stamps, { query: { active: true }, signal }),
    select: newestFirst,
  });
}
