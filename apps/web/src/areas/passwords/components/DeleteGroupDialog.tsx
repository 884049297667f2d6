import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../../../shared/ConfirmDialog';
import type { OpenGroup } from '../read-vault';
import { useDeleteGroup } from '../use-vault';

/** Deleting a group deletes its passwords too, so the dialog says how many. */
export function DeleteGroupDialog({
  group,
  count,
  onClose,
  onDeleted,
}: {
  group: OpenGroup | null;
  count: number;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteGroup();
  return (
    <ConfirmDelete
      target={group}
      idOf={(open) => open._id}
      remove={remove}
      title={t('passwords.group.deleteTitle')}
      confirmLabel={t('passwords.group.delete')}
      onClose={onClose}
      onDeleted={onDeleted}
    >
      <Text size="sm">{t('passwords.group.deleteBody', { name: group?.name ?? '', count })}</Text>
    </ConfirmDelete>
  );
}
