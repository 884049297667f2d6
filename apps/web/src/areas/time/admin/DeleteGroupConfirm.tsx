import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/lazy/dialogs';
import { notifyFailure, notifySuccess } from '../../../shared/notify';
import type { AdminTarget } from './admin-tree';
import { deleteBody } from './delete-body';
import { useDeleteGroup } from './use-time-admin';

export interface DeleteGroupProps {
  target: AdminTarget;
  onClose: () => void;
  /** After the group is gone (an admin page of it then leaves it). */
  onDeleted?: ((target: AdminTarget) => void) | undefined;
}

/**
 * Asks before a time group or sub group goes, counting what goes with it (its stamps, a time
 * group's sub groups), then deletes it. A failed delete keeps the question open.
 */
export function DeleteGroupConfirm({ target, onClose, onDeleted }: DeleteGroupProps) {
  const { t } = useTranslation();
  const deleteGroup = useDeleteGroup(() => {
    onClose();
    onDeleted?.(target);
  });
  const isGroup = target.type === 'time-group';

  const confirm = async () => {
    try {
      await deleteGroup.mutateAsync({ type: target.type, id: target._id });
      notifySuccess(t(isGroup ? 'time.admin.deletedTimeGroup' : 'time.admin.deletedSubGroup'));
    } catch (error) {
      notifyFailure(
        t(isGroup ? 'time.admin.deleteTimeGroupFailed' : 'time.admin.deleteSubGroupFailed'),
        error,
        t('time.admin.genericError'),
      );
    }
  };

  return (
    <ConfirmDialog
      opened
      title={t(isGroup ? 'time.admin.deleteTimeGroupTitle' : 'time.admin.deleteSubGroupTitle', { name: target.name })}
      confirmLabel={t('time.admin.delete')}
      loading={deleteGroup.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <p style={{ margin: 0 }}>{deleteBody(t, isGroup, target.usage, target.subGroupCount ?? 0)}</p>
      <p style={{ marginBottom: 0 }}>{t('time.admin.cannotUndo')}</p>
    </ConfirmDialog>
  );
}
