import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '../../../shared/notify';
import { dashboardKeys } from '../../dashboard/public';
import { timeEndpoints } from '@ordna/contract/time/endpoints';
import { call } from '../../../api/call';

/**
 * Writes a journal entry: a stamp with no length into the journal's group at the moment it was
 * written (`at`), the note as its description. Entries written quickly one after another are sent
 * in that order (one mutation scope). The dashboard and the time area's lists read again.
 */
export function useAddJournalEntry() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    scope: { id: 'journal-add' },
    mutationFn: ({ timeGroupId, note, at }: { timeGroupId: string; note: string; at: string }) =>
      call(timeEndpoints.createStamp, {
        body: {
          timeGroupId,
          name: t('time.journal.subGroup'),
          startTime: at,
          endTime: at,
          description: note,
        },
      }),
    onSuccess: () => {
      notifySuccess(t('time.journal.added'));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['time'] }),
      ]);
    },
    onError: (error) => notifyFailure(t('time.journal.addFailed'), error),
  });
}
