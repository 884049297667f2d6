import { useTranslation } from 'react-i18next';
import type { TimeStamp } from '@ordna/contract/time';
import { offerUndo } from '../../../shared/notify';
import { useDeleteStamp, useRestoreStamp } from '../use-stamp-mutations';

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
      onSuccess: () =>
        offerUndo({
          id: `undo-${stamp._id}`,
          message,
          undoLabel: t('time.entries.undo'),
          closeLabel: t('common.close'),
          onUndo: () => restore.mutate(stamp),
        }),
    });

  return {
    /** An ended stamp deleted. */
    deleteEntry: (stamp: TimeStamp) => remove(stamp, t('time.entries.deleted', { name: stamp.name })),
    /** A running stamp thrown away: its time never counted. */
    discard: (stamp: TimeStamp) => remove(stamp, t('time.entries.discarded', { name: stamp.name })),
    pending: deleteStamp.isPending,
  };
}
