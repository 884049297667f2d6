import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../../../shared/ConfirmDialog';
import type { OpenEntry } from '../read-vault';
import { useDeleteEntry } from '../use-vault';

/** "Delete this password?": the one confirmation the button, the Delete key and the entry page share. */
export function DeleteEntryDialog({
  entry,
  onClose,
  onDeleted,
}: {
  entry: OpenEntry | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteEntry();
  return (
    <ConfirmDelete
      target={entry}
      idOf={(open) => open._id}
      remove={remove}
      title={t('passwords.entry.deleteTitle')}
      confirmLabel={t('passwords.entry.delete')}
      onClose={onClose}
      onDeleted={onDeleted}
    >
      <Text size="sm">{t('passwords.entry.deleteBody', { name: entry?.entry.name ?? '' })}</Text>
    </ConfirmDelete>
  );
}
