import { Stack } from '@mantine/core';
import { IconAbacus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { AddButton } from '../../shared/AddButton';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { ReadStates } from '../../shared/QueryStates';
import { CounterGroupSection, type GroupActions } from './CounterGroupSection';
import { CounterHistoryDrawer } from './CounterHistoryDrawer';
import { CountersDialogs, type CountersDialog } from './CountersDialogs';
import { formatAmount, formatChange } from './format-amount';
import { useOfferUndo, useUndoCounter } from './use-counter-undo';
import { useChangeCounter, useCounterGroups } from './use-counters';

/** The search parameter that opens a counter's history over the page, so it has an address of its own. */
const HISTORY = 'counter';

/** /counter-groups: every counter group with its counters, counted with − and +, undone from a toast. */
export default function CounterGroupsPage() {
  const { t, i18n } = useTranslation();
  const groups = useCounterGroups();
  const offerUndo = useOfferUndo();
  const undo = useUndoCounter();
  const change = useChangeCounter((counter, amount) =>
    offerUndo(
      counter,
      t('counters.undo.changed', {
        name: counter.name,
        change: formatChange(amount, i18n.language),
        value: formatAmount(counter.value, i18n.language),
      }),
    ),
  );
  const [dialog, setDialog] = useState<CountersDialog | null>(null);
  const [search, setSearch] = useSearchParams();
  // A group's side bar link (/counter-groups#counter-group-{id}) brings its heading into view.
  const { hash } = useLocation();
  const loaded = groups.isSuccess;
  useEffect(() => {
    if (loaded && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);
  const historyId = search.get(HISTORY);
  const historyGroup = groups.data?.find((group) => group.counters.some((counter) => counter._id === historyId));
  const historyCounter = historyGroup?.counters.find((counter) => counter._id === historyId);
  const closeHistory = () =>
    setSearch(
      (params) => {
        params.delete(HISTORY);
        return params;
      },
      { replace: true },
    );

  const addGroupButton = <AddButton label={t('counters.addGroup')} onClick={() => setDialog({ kind: 'addGroup' })} />;
  const actions: GroupActions = {
    addCounter: (group) => setDialog({ kind: 'addCounter', group }),
    rename: (group) => setDialog({ kind: 'renameGroup', group }),
    deleteGroup: (group) => setDialog({ kind: 'deleteGroup', group }),
    change: (counter, amount) => change.mutate({ counterId: counter._id, change: amount, name: counter.name }),
    history: (counter) => setSearch({ [HISTORY]: counter._id }),
    edit: (counter) => setDialog({ kind: 'editCounter', counter }),
    reset: (counter) => setDialog({ kind: 'resetCounter', counter }),
    deleteCounter: (counter) => setDialog({ kind: 'deleteCounter', counter }),
  };

  return (
    <PageColumn>
      <PageHeader title={t('counters.title')} actions={groups.isSuccess && groups.data.length > 0 && addGroupButton} />
      <ReadStates
        read={groups}
        failed={t('counters.loadFailed')}
        loading={{ rows: 2, height: 140 }}
        empty={{ icon: <IconAbacus size={28} />, texts: 'counters.empty', action: addGroupButton }}
      />
      {groups.isSuccess && groups.data.length > 0 && (
        <Stack gap="xl">
          {groups.data.map((group) => (
            <CounterGroupSection key={group._id} group={group} actions={actions} />
          ))}
        </Stack>
      )}
      <CounterHistoryDrawer
        counter={historyCounter}
        readOnly={historyGroup?.sharedBy?.role === 'viewer'}
        onClose={closeHistory}
        onUndo={(counter) => undo.mutate(counter._id)}
        onReset={actions.reset}
      />
      <CountersDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onReset={(counter) => offerUndo(counter, t('counters.reset.done', { name: counter.name }))}
      />
    </PageColumn>
  );
}
