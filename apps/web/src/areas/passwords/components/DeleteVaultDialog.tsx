import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../../../shared/lazy/dialogs';

/** What a page tells a vault delete dialog: how it closes, and what happens once it has deleted. */
export interface Closing {
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * "Delete …?" for one thing in the vault (an entry or a group), open while `target` is set: the
 * texts are `<texts>.deleteTitle` and `<texts>.delete`, and `body` says what goes.
 */
export function DeleteVaultDialog<T extends { _id: string }>({
  target,
  remove,
  texts,
  body,
  ...closing
}: {
  target: T | null;
  remove: { isPending: boolean; mutate: (id: string, options: { onSuccess: () => void }) => void };
  texts: string;
  body: ReactNode;
} & Closing) {
  const { t } = useTranslation();
  return (
    <ConfirmDelete
      target={target}
      idOf={(open) => open._id}
      remove={remove}
      title={t(`${texts}.deleteTitle`)}
      confirmLabel={t(`${texts}.delete`)}
      {...closing}
    >
      <Text size="sm">{body}</Text>
    </ConfirmDelete>
  );
}
