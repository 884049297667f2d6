import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
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
    <ConfirmDialog
      opened={entry !== null}
      title={t('passwords.entry.deleteTitle')}
      confirmLabel={t('passwords.entry.delete')}
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        entry &&
        remove.mutate(entry._id, {
          onSuccess: () => {
            onClose();
            onDeleted?.();
          },
        })
      }
    >
      <Text size="sm">{t('passwords.entry.deleteBody', { name: entry?.entry.name ?? '' })}</Text>
    </ConfirmDialog>
  );
}
