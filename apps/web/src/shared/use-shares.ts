import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ShareCreateBody, ShareKind, ShareRole } from '@ordna/contract/sharing';
import { sharingEndpoints } from '@ordna/contract/sharing/endpoints';
import { call } from '../api/call';
import { useAreaMutation } from './use-area-mutation';

/** Who a thing is shared with (GET /share), and the owner's changes to that list. */

const sharesKey = (kind: ShareKind, id: string) => ['shares', kind, id] as const;

export function useShares(kind: ShareKind, id: string, enabled: boolean) {
  return useQuery({
    queryKey: sharesKey(kind, id),
    queryFn: ({ signal }) => call(sharingEndpoints.readShares, { query: { kind, id }, signal }),
    enabled,
  });
}

export const useAddShare = (kind: ShareKind, id: string) =>
  useAreaMutation(
    sharesKey(kind, id),
    (body: Pick<ShareCreateBody, 'username' | 'role'>) => call(sharingEndpoints.share, { body: { kind, id, ...body } }),
    'sharing.added',
    'sharing.addFailed',
  );

export const useChangeRole = (kind: ShareKind, id: string) =>
  useAreaMutation(
    sharesKey(kind, id),
    (body: { shareId: string; role: ShareRole }) => call(sharingEndpoints.changeRole, { body }),
    'sharing.roleChanged',
    'sharing.roleChangeFailed',
  );

export const useRevokeShare = (kind: ShareKind, id: string) =>
  useAreaMutation(
    sharesKey(kind, id),
    (shareId: string) => call(sharingEndpoints.unshare, { query: { shareId } }),
    'sharing.revoked',
    'sharing.revokeFailed',
  );

/** The person leaves a thing shared with them; `listKey`: the area's queries that showed it. */
export const useLeaveShare = (listKey: QueryKey) =>
  useAreaMutation(
    listKey,
    (shareId: string) => call(sharingEndpoints.unshare, { query: { shareId } }),
    'sharing.left',
    'sharing.leaveFailed',
  );
