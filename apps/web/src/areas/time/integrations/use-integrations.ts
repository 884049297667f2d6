import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { IntegrationToken, UrlRuleCreateBody, UrlRuleUpdateBody } from '@ordna/contract/time/heartbeats';
import { notifyFailure, notifySuccess } from '../../../shared/notify';
import { useAreaMutation } from '../../../shared/use-area-mutation';
import { timeKeys } from '../time-keys';
import { timeEndpoints, timeViews } from '@ordna/contract/time/endpoints';
import { call } from '../../../api/call';

// ---- integration tokens ----

export function useIntegrationTokens() {
  return useQuery({
    queryKey: timeKeys.integrations(),
    queryFn: ({ signal }) => call(timeEndpoints.readIntegrationToken, { signal }),
  });
}

export function useCreateIntegrationToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call(timeEndpoints.createIntegrationToken, { body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeKeys.integrations() }),
  });
}

/** A token revoked, and said so with its name. */
export const useRevokeIntegrationToken = () =>
  useAreaMutation(
    timeKeys.integrations(),
    (token: IntegrationToken) => call(timeEndpoints.deleteIntegrationToken, { query: { tokenId: token._id } }),
    (token) => ['time.integrations.tokens.revoked', { name: token.name }],
    'time.integrations.tokens.revokeFailed',
  );

// ---- URL rules ----

export function useUrlRules() {
  return useQuery({
    queryKey: timeKeys.urlRules(),
    queryFn: ({ signal }) => call(timeEndpoints.readUrlRule, { signal }),
  });
}

/** A saved rule may have turned kept heartbeats into stamps: rules, heartbeats and time data read again. */
function useRefreshAfterRule() {
  const queryClient = useQueryClient();
  return (saved: { applied: number } | null) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: timeKeys.urlRules() }),
      queryClient.invalidateQueries({ queryKey: timeKeys.heartbeats() }),
      saved && saved.applied > 0 ? queryClient.invalidateQueries({ queryKey: timeKeys.all }) : null,
    ]);
}

export function useCreateUrlRule() {
  const refresh = useRefreshAfterRule();
  return useMutation({
    mutationFn: (body: UrlRuleCreateBody) => call(timeEndpoints.createUrlRule, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateUrlRule() {
  const refresh = useRefreshAfterRule();
  return useMutation({
    mutationFn: (body: UrlRuleUpdateBody) => call(timeEndpoints.changeUrlRule, { body }),
    onSuccess: refresh,
  });
}

export function useDeleteUrlRule() {
  const refresh = useRefreshAfterRule();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (ruleId: string) => call(timeEndpoints.deleteUrlRule, { query: { ruleId } }),
    onSuccess: () => {
      notifySuccess(t('time.integrations.rules.deleted'));
      return refresh(null);
    },
    onError: (error) => notifyFailure(t('time.integrations.rules.deleteFailed'), error),
  });
}

// ---- unmatched heartbeats ----

export function useUnmatchedHosts() {
  return useQuery({
    queryKey: [...timeKeys.heartbeats(), 'unmatched'],
    queryFn: ({ signal }) => call(timeViews.unmatchedHosts, { query: { unmatched: true }, signal }),
  });
}

export function useHeartbeat(heartbeatId: string) {
  return useQuery({
    queryKey: [...timeKeys.heartbeats(), 'one', heartbeatId],
    queryFn: ({ signal }) => call(timeViews.heartbeat, { query: { heartbeatId }, signal }),
  });
}

/** A host's unmatched heartbeats forgotten, and said so with the host. */
export const useForgetHost = () =>
  useAreaMutation(
    timeKeys.heartbeats(),
    (host: string) => call(timeEndpoints.deleteHeartbeat, { query: { host } }),
    (host) => ['time.integrations.unmatched.forgotten', { host }],
    'time.integrations.unmatched.forgetFailed',
  );
