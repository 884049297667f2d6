import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Heartbeat,
  IntegrationToken,
  IntegrationTokenCreated,
  UnmatchedHost,
  UrlRule,
  UrlRuleCreateBody,
  UrlRuleSaved,
  UrlRuleUpdateBody,
} from '@ordna/contract/time/heartbeats';
import { api } from '../../../api/api';
import { timeKeys } from '../time-keys';

// ---- integration tokens ----

export function useIntegrationTokens() {
  return useQuery({
    queryKey: timeKeys.integrations(),
    queryFn: ({ signal }) => api.get<IntegrationToken[]>('/integration-token', undefined, signal),
  });
}

export function useCreateIntegrationToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<IntegrationTokenCreated>('/integration-token', { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeKeys.integrations() }),
  });
}

export function useRevokeIntegrationToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) => api.delete<null>('/integration-token', { tokenId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeKeys.integrations() }),
  });
}

// ---- URL rules ----

export function useUrlRules() {
  return useQuery({
    queryKey: timeKeys.urlRules(),
    queryFn: ({ signal }) => api.get<UrlRule[]>('/url-rule', undefined, signal),
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
    mutationFn: (body: UrlRuleCreateBody) => api.post<UrlRuleSaved>('/url-rule', body),
    onSuccess: refresh,
  });
}

export function useUpdateUrlRule() {
  const refresh = useRefreshAfterRule();
  return useMutation({
    mutationFn: (body: UrlRuleUpdateBody) => api.put<UrlRuleSaved>('/url-rule', body),
    onSuccess: refresh,
  });
}

export function useDeleteUrlRule() {
  const refresh = useRefreshAfterRule();
  return useMutation({
    mutationFn: (ruleId: string) => api.delete<null>('/url-rule', { ruleId }),
    onSuccess: () => refresh(null),
  });
}

// ---- unmatched heartbeats ----

export function useUnmatchedHosts() {
  return useQuery({
    queryKey: [...timeKeys.heartbeats(), 'unmatched'],
    queryFn: ({ signal }) => api.get<UnmatchedHost[]>('/heartbeat', { unmatched: true }, signal),
  });
}

export function useHeartbeat(heartbeatId: string) {
  return useQuery({
    queryKey: [...timeKeys.heartbeats(), 'one', heartbeatId],
    queryFn: ({ signal }) => api.get<Heartbeat>('/heartbeat', { heartbeatId }, signal),
  });
}

export function useForgetHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (host: string) => api.delete<{ forgotten: number }>('/heartbeat', { host }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeKeys.heartbeats() }),
  });
}
