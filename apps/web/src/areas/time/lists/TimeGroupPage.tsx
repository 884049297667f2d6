import { Anchor, Button, Paper, Skeleton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { isNotFound, QueryError } from '../../../shared/QueryStates';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FILTER_PERIOD, listEntries } from '@ordna/contract/time/list';
import { ViewTabs } from '../views/ViewTabs';
import { EntryList, EntryListSkeleton } from '../components/EntryList';
import { PageHeader, PageColumn } from '../../../shared/PageHeader';
import { PeriodSummary } from '../components/PeriodSummary';
import { StartSubGroupButton } from '../components/StampButtons';
import { StampInCore } from '../components/StampInCore';
import { TimeFilterBar } from '../components/TimeFilterBar';
import { useTimeGroup } from '../use-time-groups';
import { useTimeContext } from '../use-time-context';
import { TimeGroupActions, TimeGroupBelow } from './TimeGroupHeaderParts';
import { ListEmptyState, TimeNotFoundPage, UntrackedEntries } from './ListStates';
import { useRemoveFromList } from './use-remove-from-list';
import { notifyError } from '../../../shared/notify';
import { lazyDialog } from '../../../shared/lazy/dialogs';

// Loaded when first opened (shared/lazy/dialogs.tsx): the page's first load carries none of it.
const AddSubGroupModal = lazyDialog(
  () => import('./AddSubGroupModal').then((module) => module.AddSubGroupModal),
  (props) => props.opened,
);

const subGroupPath = (id: string) => `/sub-group/${encodeURIComponent(id)}`;

/** /time-group/{id} and /time-group/list/{id}: a time group's sub groups and their time. */
export default function TimeGroupPage() {
  const { t } = useTranslation();
  const groupId = useParams().groupId ?? '';
  const { filter, sorting, periods } = useTimeContext();
  const group = useTimeGroup(groupId);
  const [adding, setAdding] = useState(false);
  const removal = useRemoveFromList('sub-group');
  const keys = { onCreate: () => setAdding(true), onRemove: removal.remove };
  const period = FILTER_PERIOD[filter];
  const subGroups = useMemo(() => group.data?.subGroups ?? [], [group.data]);
  const rows = useMemo(() => listEntries(subGroups, filter, sorting), [subGroups, filter, sorting]);
  const shownIds = useMemo(() => new Set(rows.flatMap((row) => row.members.map((m) => m._id))), [rows]);
  const notFound = isNotFound(group.error);
  const sharedBy = group.data?.sharedBy;
  // A viewer reads only: no stamping, no new sub groups, no settings.
  const canChange = sharedBy?.role !== 'viewer';
  const startOf = (entry: { name: string; timeGroupId: string }) =>
    canChange ? <StartSubGroupButton name={entry.name} timeGroupId={entry.timeGroupId} /> : null;

  useEffect(() => {
    if (group.isError && !notFound) {
      notifyError(t('messages.fetchSubGroupsFailed'));
    }
  }, [group.isError, notFound, t]);

  if (notFound) {
    return (
      <TimeNotFoundPage
        title={t('time.group.notFoundTitle')}
        description={t('time.group.notFoundBody')}
        backTo="/time-groups"
        backLabel={t('time.groups.title')}
      />
    );
  }

  const name = group.data?.name;
  return (
    <PageColumn>
      <PageHeader
        title={name ?? <Skeleton height={30} width={220} />}
        crumbs={[
          { label: t('time.tracker.title'), to: '/time-tracker' },
          { label: t('time.groups.title'), to: '/time-groups' },
        ]}
        actions={
          <TimeGroupActions groupId={groupId} group={group.data} canChange={canChange} onAdd={() => setAdding(true)} />
        }
        below={<TimeGroupBelow group={group.data} canChange={canChange} />}
      />
      <div>
        <ViewTabs groupId={groupId} />
        <TimeFilterBar />
      </div>

      {group.data && canChange && (
        <Paper withBorder radius="md" p="sm">
          <StampInCore fixedGroupId={groupId} />
        </Paper>
      )}

      {group.isPending && <EntryListSkeleton />}

      {group.isError && <QueryError title={t('messages.fetchSubGroupsFailed')} onRetry={() => void group.refetch()} />}

      {group.data && (
        <>
          <PeriodSummary entries={[group.data]} period={period} periods={periods} />
          {subGroups.length === 0 ? (
            <ListEmptyState
              title={t('time.subGroups.emptyTitle')}
              description={t('time.subGroups.emptyBody')}
              action={
                <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
                  {t('time.subGroups.add')}
                </Button>
              }
            />
          ) : rows.length > 0 ? (
            <EntryList
              rows={rows}
              period={period}
              periods={periods}
              hrefOf={(entry) => subGroupPath(entry._id)}
              renderStart={startOf}
              label={t('time.subGroups.title')}
              {...keys}
            />
          ) : sorting === 'tags' ? (
            <ListEmptyState
              title={t('time.tags.emptyTitle')}
              description={t('time.tags.emptyBodySub')}
              action={
                <Anchor component={Link} to={`/time-tracker/admin/time-group/${encodeURIComponent(groupId)}`}>
                  {t('time.links.adminGroup')}
                </Anchor>
              }
            />
          ) : (
            <ListEmptyState title={t(`time.empty.${period}`)} description={t('time.empty.bodySub')} />
          )}
          {sorting === 'normal' && (
            <UntrackedEntries
              entries={subGroups.filter((entry) => !shownIds.has(entry._id))}
              period={period}
              periods={periods}
              hrefOf={(entry) => subGroupPath(entry._id)}
              renderStart={startOf}
              {...keys}
            />
          )}
          <AddSubGroupModal groupId={groupId} opened={adding} onClose={() => setAdding(false)} />
          {removal.dialogs}
        </>
      )}
    </PageColumn>
  );
}
