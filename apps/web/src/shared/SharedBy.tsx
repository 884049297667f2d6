import { Badge, Button } from '@mantine/core';
import { IconDoorExit } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryKey } from '@tanstack/react-query';
import type { SharedBy } from '@ordna/contract/sharing';
import { ConfirmDialog } from './lazy/dialogs';
import { useLeaveShare } from './use-shares';

/** The mark on a thing someone else shared with the person: "Shared by NAME · Viewer". */
export function SharedByBadge({ sharedBy, size = 'sm' }: { sharedBy: SharedBy; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="grape" radius="sm" size={size} tt="none" data-testid="shared-by">
      {t('sharing.sharedBy', { name: sharedBy.ownerName, role: t(`sharing.role.${sharedBy.role}`) })}
    </Badge>
  );
}

/** "Leave": the person gives back a thing shared with them, after a confirmation. */
export function LeaveShareButton({
  sharedBy,
  name,
  listKey,
  onLeft,
}: {
  sharedBy: SharedBy;
  name: string;
  /** The area's queries that show the thing; read again once left. */
  listKey: QueryKey;
  onLeft?: () => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const leave = useLeaveShare(listKey);
  return (
    <>
      <Button variant="default" color="red" leftSection={<IconDoorExit size={16} />} onClick={() => setAsking(true)}>
        {t('sharing.leave')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('sharing.leaveTitle', { name })}
        confirmLabel={t('sharing.leave')}
        loading={leave.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          leave.mutate(sharedBy.shareId, {
            onSuccess: () => {
              setAsking(false);
              onLeft?.();
            },
          })
        }
      >
        {t('sharing.leaveBody', { name: sharedBy.ownerName })}
      </ConfirmDialog>
    </>
  );
}
