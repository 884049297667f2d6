import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Counter, CounterGroup, CounterUndo } from '@ordna/contract/counters';
import { countersEndpoints } from '@ordna/contract/counters/endpoints';
import { call } from '../../api/call';
import { notifyFailure, notifySuccess, offerUndo } from '../../shared/notify';
import { useLastingWrite } from '../../shared/use-lasting-write';
import { countersKeys } from './counters-keys';
import { formatChange } from './format-amount';
import { withCounter } from './use-counters';

/** Puts the counter the server answered in the list, and reads its history again. */
function useShowAnswer() {
  const queryClient = useQueryClient();
  return (counter: Counter) => {
    queryClient.setQueryData<CounterGroup[]>(countersKeys.groups(), (groups) => groups && withCounter(groups, counter));
    return queryClient.invalidateQueries({ queryKey: countersKeys.history(counter._id) });
  };
}

/** What an undo does: takes back the person's last change to the counter, and says what it took back. */
function useUndoOptions() {
  const { t, i18n } = useTranslation();
  const show = useShowAnswer();
  return {
    mutationFn: (counterId: string) => call(countersEndpoints.undo, { body: { counterId } }),
    onSuccess: ({ counter, undone }: CounterUndo) => {
      const change = undone && formatChange(-undone.amount, i18n.language);
      notifySuccess(
        change
          ? t('counters.undo.done', { name: counter.name, change })
          : t('counters.undo.nothing', { name: counter.name }),
      );
      return show(counter);
    },
    onError: (error: Error) => notifyFailure(t('counters.undo.failed'), error),
  };
}

/** Undo: takes back the person's last change to the counter at once (no question: it can be redone with + or −). */
export function useUndoCounter() {
  return useMutation(useUndoOptions());
}

/**
 * Reset: the value to zero, as one change (the page confirms first). `onReset` (the page's undo
 * offer) is the hook's own callback, so it runs even when the dialog has gone before the answer.
 */
export function useResetCounter(onReset?: (counter: Counter) => void) {
  const { t } = useTranslation();
  const show = useShowAnswer();
  return useMutation({
    mutationFn: (counterId: string) => call(countersEndpoints.reset, { body: { counterId } }),
    onSuccess: (counter) => {
      onReset?.(counter);
      return show(counter);
    },
    onError: (error) => notifyFailure(t('counters.reset.failed'), error),
  });
}

/**
 * After each change, one toast per counter says what happened and offers Undo for a while; a
 * further change of the same counter updates that toast rather than stacking another.
 */
export function useOfferUndo() {
  const { t } = useTranslation();
  // Run on the query client: Undo may be pressed after the page has gone.
  const undo = useLastingWrite(useUndoOptions());
  return (counter: Counter, message: string) =>
    offerUndo({
      id: `counter-undo-${counter._id}`,
      message,
      undoLabel: t('counters.undo.action'),
      closeLabel: t('common.close'),
      onUndo: () => undo(counter._id),
    });
}
