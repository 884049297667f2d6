import { useQuery } from '@tanstack/react-query';
import type { TimeStamp } from '@ordna/contract/time';
import { api } from '../../api/api';
import { timeKeys } from './time-keys';

const newestFirst = (stamps: TimeStamp[]) => [...stamps].sort((a, b) => b.startTime.localeCompare(a.startTime));

/** The running stamps (GET /time-stamp?active=true), newest first. */
export function useActiveStamps() {
  return useQuery({
    queryKey: timeKeys.activeStamps(),
    queryFn: ({ signal }) => api.get<TimeStamp[]>('/time-stamp', { active: true }, signal),
    select: newestFirst,
  });
}
