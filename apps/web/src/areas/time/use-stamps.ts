import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { addDays } from '@ordna/contract/kernel/periods';
import { timeKeys } from './time-keys';
import { useTimeContext } from './use-time-context';
import { timeViews } from '@ordna/contract/time/endpoints';
import { call } from '../../api/call';

/** A sub group's stamps, newest first, 25 a page (GET /time-stamp?subGroupId&pageNumber). */
export function useSubGroupStamps(subGroupId: string) {
  const { auto } = useTimeContext();
  return useInfiniteQuery({
    queryKey: timeKeys.stamps(subGroupId, auto),
    queryFn: ({ pageParam, signal }) =>
      call(timeViews.stampPage, { query: { subGroupId, pageNumber: pageParam, auto }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNumber < last.totalPages ? last.pageNumber + 1 : undefined),
    enabled: Boolean(subGroupId),
  });
}

/** One stamp (GET /time-stamp?timeStampId). */
export function useStamp(stampId: string) {
  return useQuery({
    queryKey: timeKeys.stamp(stampId),
    queryFn: ({ signal }) => call(timeViews.stamp, { query: { timeStampId: stampId }, signal }),
    enabled: Boolean(stampId),
  });
}

/** Days back the tracker looks for what to continue. */
const RECENT_DAYS = 7;

/**
 * The last week's stamps (GET /time-stamp?from&to: at most MAX_RANGE_STAMPS, `cut` when the week
 * had more), for the tracker's "continue" shortcuts and its days.
 */
export function useRecentStamps() {
  const { date, auto } = useTimeContext();
  const from = addDays(date, 1 - RECENT_DAYS);
  return useQuery({
    queryKey: timeKeys.recentStamps(from, date, auto),
    queryFn: ({ signal }) => call(timeViews.rangeStamps, { query: { from, to: date, auto }, signal }),
  });
}
