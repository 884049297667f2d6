import { useInfiniteQuery } from '@tanstack/react-query';
import type { CounterChangePage, CounterPeriod, CounterPeriodPage } from '@ordna/contract/counters';
import { api } from '../../api/api';
import { countersKeys } from './counters-keys';

const nextPage = (last: { pageNumber: number; totalPages: number }) =>
  last.pageNumber < last.totalPages ? last.pageNumber + 1 : undefined;

/** A counter's changes, newest first, 50 a page (GET /counter-change). */
export function useCounterChanges(counterId: string) {
  return useInfiniteQuery({
    queryKey: countersKeys.changes(counterId),
    queryFn: ({ pageParam, signal }) =>
      api.get<CounterChangePage>('/counter-change', { counterId, pageNumber: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** A counter's totals per day, week or month, newest first (GET /counter-period). */
export function useCounterPeriods(counterId: string, period: CounterPeriod) {
  return useInfiniteQuery({
    queryKey: countersKeys.periods(counterId, period),
    queryFn: ({ pageParam, signal }) =>
      api.get<CounterPeriodPage>('/counter-period', { counterId, period, pageNumber: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
