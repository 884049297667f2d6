import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GraphBy } from '@ordna/contract/time';
import { timeKeys } from '../time-keys';
import { timeEndpoints, timeViews } from '@ordna/contract/time/endpoints';
import { call } from '../../../api/call';

/**
 * The stamps that overlap one day (the timeline), automatic ones included: the page hides them
 * itself when showAuto is off, so it can say how many it hides. The answer names its date, so the
 * previous day can stay on screen, as itself, while the next one loads; `cut`: the day has more
 * than MAX_DAY_STAMPS stamps and only the latest are here (DayCutNotice says so).
 */
export function useDayStamps(date: string) {
  return useQuery({
    queryKey: timeKeys.dayStamps(date),
    queryFn: async ({ signal }) => ({
      date,
      ...(await call(timeViews.dayStamps, { query: { date, auto: true }, signal })),
    }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The graph's answer with the period and range it was asked for, so that while the next period
 * loads, the previous answer can still be drawn as what it was.
 */
export function useGraph<Meta extends { from: string; to: string }>(
  meta: Meta,
  params: { by: GraphBy; timeGroupId?: string; auto: boolean },
  enabled = true,
) {
  const key = {
    from: meta.from,
    to: meta.to,
    by: params.by,
    auto: String(params.auto),
    ...(params.timeGroupId && { timeGroupId: params.timeGroupId }),
  };
  return useQuery({
    queryKey: timeKeys.graph(key),
    queryFn: async ({ signal }) => ({
      ...(await call(timeEndpoints.readGraph, { query: { ...key, auto: params.auto }, signal })),
      meta,
    }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCalculate(
  params: { from: string; to: string; timeGroupIds: string[]; subGroupIds: string[]; auto: boolean },
  enabled: boolean,
) {
  const key = {
    from: params.from,
    to: params.to,
    auto: String(params.auto),
    ...(params.timeGroupIds.length > 0 && { timeGroupIds: params.timeGroupIds.join(',') }),
    ...(params.subGroupIds.length > 0 && { subGroupIds: params.subGroupIds.join(',') }),
  };
  return useQuery({
    queryKey: timeKeys.calculate(key),
    queryFn: ({ signal }) => call(timeEndpoints.readCalculate, { query: { ...key, auto: params.auto }, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
