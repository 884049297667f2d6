import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TimeGroupCreateBody } from '@ordna/contract/time';
import { timeKeys } from './time-keys';
import { useTimeContext } from './use-time-context';
import { notifyError, notifySuccess } from '../../shared/notify';
import { timeEndpoints, timeViews } from '@ordna/contract/time/endpoints';
import { call } from '../../api/call';

/** Every time group with its period totals for today (GET /time-group?date&auto). */
export function useTimeGroups() {
  const { date, auto } = useTimeContext();
  return useQuery({
    queryKey: timeKeys.groups(date, auto),
    queryFn: ({ signal }) => call(timeViews.groups, { query: { date, auto }, signal }),
  });
}

/** Names and tags only, for pickers (GET /time-group?shallow=true). */
export function useShallowGroups() {
  return useQuery({
    queryKey: timeKeys.shallowGroups(),
    queryFn: ({ signal }) => call(timeViews.shallowGroups, { query: { shallow: true }, signal }),
  });
}

/** One time group with its sub groups' totals (GET /time-group?timeGroupId&date&auto). */
export function useTimeGroup(groupId: string) {
  const { date, auto } = useTimeContext();
  return useQuery({
    queryKey: timeKeys.group(groupId, date, auto),
    queryFn: ({ signal }) => call(timeViews.group, { query: { timeGroupId: groupId, date, auto }, signal }),
    enabled: Boolean(groupId),
  });
}

/**
 * POST /time-group; every time page reads again after it. With `toasts` it says so the product's way
 * ('Added time-group.' / 'Could not add time-group'); without, the caller shows the outcome itself.
 */
export function useAddTimeGroup({ toasts = false }: { toasts?: boolean } = {}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (body: TimeGroupCreateBody) => call(timeEndpoints.createGroup, { body }),
    onSuccess: () => {
      if (toasts) notifySuccess(t('messages.addedTimeGroup'));
      return queryClient.invalidateQueries({ queryKey: timeKeys.all });
    },
    onError: () => {
      if (toasts) notifyError(t('messages.couldNotAddTimeGroup'));
    },
  });
}
