import { Alert, Anchor, Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconSettings } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FILTER_PERIOD, listEntries } from '@ordna/contract/time/list';
import type { TimeListEntry } from '@ordna/contract/time';
import { ViewTabs } from '../views/ViewTabs';
import { EntryList, EntryListSkeleton } from '../components/EntryList';
import { PageHeader, PageColumn } from '../../../shared/PageHeader';
import { ResponsiveLinkButton } from '../components/ResponsiveLinkButton';
import { PeriodSummary } from '../components/PeriodSummary';
import { StartGroupButton } from '../components/StampButtons';
import { TimeFilterBar } from '../components/TimeFilterBar';
import { useTimeGroups } from '../use-time-groups';
import { useTimeContext } from '../use-time-context';
import { ListEmptyState, UntrackedEntries } from './ListStates';
import { useRemoveFromList } from './use-remove-from-list';
import { lazyDialog } from '../../../shared/lazy/dialogs';

// Loaded when first opened (shared/lazy/dialogs.tsx): the page's first load carries none of it.
const AddTimeGroupModal = lazyDialog(
  () => import('./AddTimeGroupModal').then((module) => module.AddTimeGroupModal),
  (props) => props.opened,
);

const groupPath = (id: string) => `/time-group/list/${encodeURIComponent(id)}`;

/** A group's start button; a group shared with the person to view only has none. */
const startOf = (entry: TimeListEntry) =>
  entry.sharedBy?.role === 'viewer' ? null : <StartGroupButton name={entry.name} timeGroupId={entry._id} />;

/** /time-groups and /time-groups/list: every time group's time in the chosen period, own and shared. */

export default function TimeGroupsPage() {
  const { t } = useTranslation();
  const { filter, sorting, periods } = useTimeContext();
  const groups = useTimeGroups();
  const [adding, setAdding] = useState(false);
  const removal = useRemoveFromList('time-group');
  const keys = { onCreate: () => setAdding(true), onRemove: removal.remove };
  const period = FILTER_PERIOD[filter];
  const entries = useMemo(() => groups.data ?? [], [groups.data]);
  const rows = useMemo(() => listEntries(entries, filter, sorting), [entries, filter, sorting]);
  const shown = useMemo(() => {
    const members = new Map(rows.flatMap((row) => row.members).map((entry) => [entry._id, entry]));
    return [...members.values()];
  }, [rows]);

  return (
    <PageColumn>
      <PageHeader
        title={t('time.groups.title')}
        crumbs={[{ label: t('time.tracker.title'), to: '/time-tracker' }]}
        actions={
          <>
            <ResponsiveLinkButton
              to="/time-tracker/admin"
              label={t('time.links.admin')}
              icon={<IconSettings size={16} />}
            />
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              {t('time.groups.add')}
            </Button>
          </>
        }
      />
      <div>
        <ViewTabs />
        <TimeFilterBar />
      </div>

      {groups.isPending && <EntryListSkeleton />}

      {groups.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('messages.failedGettingTimeGroups')}>
          <Group gap="sm" mt={4}>
            {t('time.errors.tryAgain')}
            <Button size="xs" variant="light" color="red" onClick={() => void groups.refetch()}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      )}

      {groups.isSuccess && entries.length === 0 && (
        <ListEmptyState
          title={t('time.groups.emptyTitle')}
          description={t('time.groups.emptyBody')}
          action={
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              {t('time.groups.add')}
            </Button>
          }
        />
      )}

      {groups.isSuccess && entries.length > 0 && (
        <>
          <PeriodSummary entries={shown} period={period} periods={periods} />
          {rows.length > 0 ? (
            <EntryList
              rows={rows}
              period={period}
              periods={periods}
              hrefOf={(entry) => groupPath(entry._id)}
              renderStart={startOf}
              label={t('time.groups.title')}
              {...keys}
            />
          ) : sorting === 'tags' ? (
            <ListEmptyState
              title={t('time.tags.emptyTitle')}
              description={t('time.tags.emptyBody')}
              action={
                <Anchor component={Link} to="/settings/tags">
                  {t('time.tags.manage')}
                </Anchor>
              }
            />
          ) : (
            <ListEmptyState
              title={t(`time.empty.${period}`)}
              description={t('time.empty.body')}
              action={
                <Button component={Link} to="/time-tracker" variant="light">
                  {t('time.empty.toTracker')}
                </Button>
              }
            />
          )}
          {sorting === 'normal' && (
            <UntrackedEntries
              entries={entries.filter((entry) => !shown.includes(entry))}
              period={period}
              periods={periods}
              hrefOf={(entry) => groupPath(entry._id)}
              renderStart={startOf}
              {...keys}
            />
          )}
        </>
      )}

      <AddTimeGroupModal opened={adding} onClose={() => setAdding(false)} />
      {removal.dialogs}
    </PageColumn>
  );
}
