import { useInfiniteQuery } from '@tanstack/react-query';
import type { CounterPeriod } from '@ordna/contract/counters';
import { countersEndpoints } from '@ordna/contract/counters/endpoints';
import { call } from '../../api/call';
import { countersKeys } from './counters-keys';

const nextPage = (last: { pageNumber: number; totalPages: number }) =>
  last.pageNumber < last.totalPages ? last.pageNumber + 1 : undefined;

/** A counter's changes, newest first, 50 a page (GET /counter-change). */
export function useCounterChanges(counterId: string) {
  return useInfiniteQuery({
    queryKey: countersKeys.changes(counterId),
    queryFn: ({ pageParam, signal }) =>
      call(countersEndpoints.readChanges, { query: { counterId, pageNumber: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** A counter's totals per day, week or month, newest first (GET /counter-period). */
export function useCounterPeriods(counterId: string, period: CounterPeriod) {
  return useInfiniteQuery({
    queryKey: countersKeys.periods(counterId, period),
    queryFn: ({ pageParam, signal }) =>
      call(countersEndpoints.readPeriods, { query: { counterId, period, pageNumber: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
