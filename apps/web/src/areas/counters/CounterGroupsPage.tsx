import { Button, Stack } from '@mantine/core';
import { IconAbacus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { EmptyListState, LoadingRows, QueryError } from '../../shared/QueryStates';
import { CounterGroupSection, type GroupActions } from './CounterGroupSection';
import { CountersDialogs, type CountersDialog } from './CountersDialogs';
import { useChangeCounter, useCounterGroups } from './use-counters';

/** /counter-groups: every counter group with its counters, counted with − and +. */
export default function CounterGroupsPage() {
  const { t } = useTranslation();
  const groups = useCounterGroups();
  const change = useChangeCounter();
  const [dialog, setDialog] = useState<CountersDialog | null>(null);
  const addGroupButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'addGroup' })}>
      {t('counters.addGroup')}
    </Button>
  );
  const actions: GroupActions = {
    addCounter: (group) => setDialog({ kind: 'addCounter', group }),
    rename: (group) => setDialog({ kind: 'renameGroup', group }),
    deleteGroup: (group) => setDialog({ kind: 'deleteGroup', group }),
    change: (counter, amount) => change.mutate({ counterId: counter._id, change: amount }),
    edit: (counter) => setDialog({ kind: 'editCounter', counter }),
    deleteCounter: (counter) => setDialog({ kind: 'deleteCounter', counter }),
  };

  return (
    <PageColumn>
      <PageHeader title={t('counters.title')} actions={groups.isSuccess && groups.data.length > 0 && addGroupButton} />
      {groups.isPending && <LoadingRows rows={2} height={140} />}
      {groups.isError && (
        <QueryError title={t('counters.loadFailed')} error={groups.error} onRetry={() => void groups.refetch()} />
      )}
      {groups.isSuccess && groups.data.length === 0 && (
        <EmptyListState
          icon={<IconAbacus size={28} />}
          title={t('counters.empty.title')}
          description={t('counters.empty.body')}
          action={addGroupButton}
        />
      )}
      {groups.isSuccess && groups.data.length > 0 && (
        <Stack gap="xl">
          {groups.data.map((group) => (
            <CounterGroupSection key={group._id} group={group} actions={actions} />
          ))}
        </Stack>
      )}
      <CountersDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </PageColumn>
  );
}
