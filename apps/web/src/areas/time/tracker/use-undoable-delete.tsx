import { useTranslation } from 'react-i18next';
import type { TimeStamp } from '@ordna/contract/time';
import { offerUndo } from '../../../shared/notify';
import { useDeleteStamp } from '../use-stamp-mutations';
import { useRestoreStamp } from './use-restore-stamp';

/**
 * Deletes a stamp at once (no question first) and offers Undo in a toast for a while: Undo puts
 * the same stamp back (its sub group, times and description), running again if it ran.
 *
 * The row that deletes is gone before Undo is pressed (often before the delete has answered), so
 * neither the offer nor the restore hangs on it: the offer is the delete's own hook-level
 * callback, and the restore runs on the query client (useRestoreStamp).
 */
export function useUndoableDelete() {
  const { t } = useTranslation();
  const restore = useRestoreStamp();
  const deleteStamp = useDeleteStamp((stamp) =>
    offerUndo({
      id: `undo-${stamp._id}`,
      // An ended stamp was deleted; a running one thrown away (its time never counted).
      message: stamp.ended
        ? t('time.entries.deleted', { name: stamp.name })
        : t('time.entries.discarded', { name: stamp.name }),
      undoLabel: t('time.entries.undo'),
      closeLabel: t('common.close'),
      onUndo: () => restore(stamp),
    }),
  );

  return {
    /** Deletes an ended stamp, or throws a running one away. */
    remove: (stamp: TimeStamp) => deleteStamp.mutate(stamp),
    pending: deleteStamp.isPending,
  };
}
