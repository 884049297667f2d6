import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TimeStamp } from '@ordna/contract/time';
import { useDeleteStamp, useRestoreStamp } from '../use-stamp-mutations';

/** How long the Undo stays offered. */
const UNDO_MS = 8000;

/**
 * Deletes a stamp at once (no question first) and offers Undo in a toast for a while: Undo puts
 * the same stamp back (its sub group, times and description), running again if it ran.
 */
export function useUndoableDelete() {
  const { t } = useTranslation();
  const deleteStamp = useDeleteStamp();
  const restore = useRestoreStamp();

  const remove = (stamp: TimeStamp, message: string) =>
    deleteStamp.mutate(stamp, {
      onSuccess: () => {
        const id = `undo-${stamp._id}`;
        notifications.show({
          id,
          autoClose: UNDO_MS,
          message: (
            <Group justify="space-between" gap="sm" wrap="nowrap" data-testid="undo-toast">
              <Text size="sm">{message}</Text>
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => {
                  notifications.hide(id);
                  restore.mutate(stamp);
                }}
              >
                {t('time.entries.undo')}
              </Button>
            </Group>
          ),
        });
      },
    });

  return {
    /** An ended stamp deleted. */
    deleteEntry: (stamp: TimeStamp) => remove(stamp, t('time.entries.deleted', { name: stamp.name })),
    /** A running stamp thrown away: its time never counted. */
    discard: (stamp: TimeStamp) => remove(stamp, t('time.entries.discarded', { name: stamp.name })),
    pending: deleteStamp.isPending,
  };
}
