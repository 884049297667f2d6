import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TimeStamp } from '@ordna/contract/time';
import { ConfirmDialog } from '../../../shared/lazy/dialogs';
import { formatDuration } from '../../../shared/duration';
import { useDeleteStamp } from '../use-stamp-mutations';

/** Asks before a stamp (and its time) is gone for good; then goes back to its sub group. */
export function DeleteStampDialog({
  stamp,
  opened,
  onClose,
}: {
  stamp: TimeStamp;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deleteStamp = useDeleteStamp();
  const confirm = () =>
    deleteStamp.mutate(stamp, {
      onSuccess: () => {
        onClose();
        void navigate(`/sub-group/${encodeURIComponent(stamp.subGroupId)}`, { replace: true });
      },
    });
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('time.stamp.deleteTitle')}
      confirmLabel={t('time.stamp.deleteConfirm')}
      loading={deleteStamp.isPending}
      onConfirm={confirm}
    >
      {t('time.stamp.deleteBody', { name: stamp.name, duration: formatDuration(stamp.durationInMs) })}
    </ConfirmDialog>
  );
}
