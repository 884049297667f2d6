import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GraphBy, TimeCalculation, TimeGraph, TimeStamp } from '@ordna/contract/time';
import { api } from '../../../api/api';
import { timeKeys } from '../time-keys';

/**
 * The stamps that overlap one day (the timeline), automatic ones included: the page hides them
 * itself when showAuto is off, so it can say how many it hides. The answer names its date, so the
 * previous day can stay on screen, as itself, while the next one loads.
 */
export function useDayStamps(date: string) {
  return useQuery({
    queryKey: timeKeys.dayStamps(date),
    queryFn: async ({ signal }) => ({
      date,
      stamps: await api.get<TimeStamp[]>('/time-stamp', { date, auto: true }, signal),
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
  const key: Record<string, string> = { from: meta.from, to: meta.to, by: params.by, auto: String(params.auto) };
  if (params.timeGroupId) key.timeGroupId = params.timeGroupId;
  return useQuery({
    queryKey: timeKeys.graph(key),
    queryFn: async ({ signal }) => ({ ...(await api.get<TimeGraph>('/time-graph', key, signal)), meta }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCalculate(
  params: { from: string; to: string; timeGroupIds: string[]; subGroupIds: string[]; auto: boolean },
  enabled: boolean,
) {
  const key: Record<string, string> = { from: params.from, to: params.to, auto: String(params.auto) };
  if (params.timeGroupIds.length) key.timeGroupIds = params.timeGroupIds.join(',');
  if (params.subGroupIds.length) key.subGroupIds = params.subGroupIds.join(',');
  return useQuery({
    queryKey: timeKeys.calculate(key),
    queryFn: ({ signal }) => api.get<TimeCalculation>('/time-calculate', key, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
