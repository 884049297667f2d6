import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeStamp } from '@ordna/contract/time';
import { ConfirmDialog } from '../../../shared/lazy/dialogs';
import { useStampOut } from '../use-stamp-mutations';
import { useTrackerKeys } from './use-tracker-keys';

/**
 * The tracker's n and s keys: n puts the focus in the stamp-in field; s stops the running timer,
 * after asking when several run. Answers the field's ref and the dialog to render.
 */
export function useTrackerShortcuts(running: readonly TimeStamp[]) {
  const { t } = useTranslation();
  const nameRef = useRef<HTMLInputElement>(null);
  const stampOut = useStampOut();
  const [asking, setAsking] = useState(false);
  const [stopping, setStopping] = useState(false);

  const stopAll = async () => {
    setStopping(true);
    try {
      // One after another: each answer updates the cached totals the next one starts from.
      for (const stamp of running) await stampOut.mutateAsync(stamp._id);
    } catch {
      // The failed stop has shown its toast; the rest stay running.
    } finally {
      setStopping(false);
      setAsking(false);
    }
  };

  useTrackerKeys({
    onNew: () => nameRef.current?.focus(),
    onStop: () => {
      if (running.length === 1) stampOut.mutate(running[0]!._id);
      else if (running.length > 1) setAsking(true);
    },
  });

  const dialog = (
    <ConfirmDialog
      opened={asking}
      onClose={() => setAsking(false)}
      title={t('time.keys.stopAllTitle', { count: running.length })}
      confirmLabel={t('time.keys.stopAll')}
      loading={stopping}
      focus="confirm"
      onConfirm={() => void stopAll()}
    >
      {running.map((stamp) => stamp.name).join(', ')}
    </ConfirmDialog>
  );
  return { nameRef, dialog };
}
