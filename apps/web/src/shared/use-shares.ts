import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Share, ShareCreateBody, ShareKind, ShareRole } from '@ordna/contract/sharing';
import { api } from '../api/api';
import { notifyFailure, notifySuccess } from './notify';

/** Who a thing is shared with (GET /share), and the owner's changes to that list. */

const sharesKey = (kind: ShareKind, id: string) => ['shares', kind, id] as const;

export function useShares(kind: ShareKind, id: string, enabled: boolean) {
  return useQuery({
    queryKey: sharesKey(kind, id),
    queryFn: ({ signal }) => api.get<Share[]>('/share', { kind, id }, signal),
    enabled,
  });
}

/** A change to a thing's shares: reads its list again and says how it went. */
function useShareMutation<T>(
  kind: ShareKind,
  id: string,
  call: (input: T) => Promise<unknown>,
  done: string,
  failed: string,
) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      notifySuccess(t(done));
      return queryClient.invalidateQueries({ queryKey: sharesKey(kind, id) });
    },
    onError: (error) => notifyFailure(t(failed), error),
  });
}

export const useAddShare = (kind: ShareKind, id: string) =>
  useShareMutation(
    kind,
    id,
    (body: Pick<ShareCreateBody, 'username' | 'role'>) => api.post<Share>('/share', { kind, id, ...body }),
    'sharing.added',
    'sharing.addFailed',
  );

export const useChangeRole = (kind: ShareKind, id: string) =>
  useShareMutation(
    kind,
    id,
    (body: { shareId: string; role: ShareRole }) => api.put<Share>('/share', body),
    'sharing.roleChanged',
    'sharing.roleChangeFailed',
  );

export const useRevokeShare = (kind: ShareKind, id: string) =>
  useShareMutation(
    kind,
    id,
    (shareId: string) => api.delete('/share', { shareId }),
    'sharing.revoked',
    'sharing.revokeFailed',
  );

/** The person leaves a thing shared with them; `listKey`: the area's queries that showed it. */
export function useLeaveShare(listKey: QueryKey) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (shareId: string) => api.delete('/share', { shareId }),
    onSuccess: () => {
      notifySuccess(t('sharing.left'));
      return queryClient.invalidateQueries({ queryKey: listKey });
    },
    onError: (error) => notifyFailure(t('sharing.leaveFailed'), error),
  });
}
