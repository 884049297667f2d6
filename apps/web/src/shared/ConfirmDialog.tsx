import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Which button has the focus when the dialog opens; Cancel unless the step is harmless. */
  focus?: 'cancel' | 'confirm';
  /** Cancel cannot be pressed while the confirmed action runs. */
  lockWhileLoading?: boolean;
}

/**
 * The app's one "are you sure?" dialog. By default Cancel has the focus so Enter never destroys
 * anything by accident.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  loading,
  onConfirm,
  onClose,
  focus = 'cancel',
  lockWhileLoading = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="lg">
        <Text component="div" size="sm">
          {children}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={onClose}
            disabled={lockWhileLoading && loading}
            data-autofocus={focus === 'cancel' || undefined}
          >
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading} data-autofocus={focus === 'confirm' || undefined}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The write a `ConfirmDelete` runs: an area's delete mutation. */
interface DeleteWrite<Id> {
  isPending: boolean;
  mutate: (id: Id, options: { onSuccess: () => void }) => void;
}

/**
 * "Delete …?" for one thing (open while `target` is set): on confirm it deletes it with `remove`
 * (by `idOf`), then closes and calls `onDeleted`; while it runs the button spins.
 */
export function ConfirmDelete<T, Id>({
  target,
  idOf,
  remove,
  title,
  confirmLabel,
  children,
  onClose,
  onDeleted,
}: {
  target: T | null;
  idOf: (target: T) => Id;
  remove: DeleteWrite<Id>;
  title: string;
  confirmLabel: string;
  children: ReactNode;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const done = () => {
    onClose();
    onDeleted?.();
  };
  return (
    <ConfirmDialog
      opened={target !== null}
      title={title}
      confirmLabel={confirmLabel}
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() => target !== null && remove.mutate(idOf(target), { onSuccess: done })}
    >
      {children}
    </ConfirmDialog>
  );
}
