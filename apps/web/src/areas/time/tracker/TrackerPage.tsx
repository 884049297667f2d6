import { Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { QueryError } from '../../../shared/QueryStates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listEntries } from '@ordna/contract/time-list';
import { EntryList, EntryListSkeleton } from '../components/EntryList';
import { PageHeader, PageColumn } from '../../../shared/PageHeader';
import { PeriodSummary } from '../components/PeriodSummary';
import { StartGroupButton } from '../components/StampButtons';
import { StampInForm } from '../components/StampInForm';
import { useActiveStamps } from '../use-active-stamps';
import { useRecentStamps } from '../use-stamps';
import { ContinueList } from './ContinueList';
import { useShallowGroups, useTimeGroups } from '../use-time-groups';
import { useTimeContext } from '../use-time-context';
import { FirstGroupForm } from './FirstGroupForm';
import { RunningStamps } from './RunningStamps';
import { TrackerLinks } from './TrackerLinks';

/** /time-tracker: start and stop at a glance, what runs now, and today's time. */
export default function TrackerPage() {
  const { t } = useTranslation();
  const { periods, timeZone } = useTimeContext();
  const shallow = useShallowGroups();
  const groups = useTimeGroups();
  const active = useActiveStamps();
  const recent = useRecentStamps();
  const today = useMemo(() => listEntries(groups.data ?? [], 'day', 'normal'), [groups.data]);
  const firstRun = shallow.isSuccess && shallow.data.length === 0;
  // Until this device remembers a group: the running stamp's, else the one stamped into last
  // (never simply the newest group, which is often still empty).
  const lastUsedGroupId = useMemo(() => {
    const newest = [...(recent.data ?? [])].sort((a, b) => b.startTime.localeCompare(a.startTime))[0];
    return active.data?.[0]?.timeGroupId ?? newest?.timeGroupId;
  }, [active.data, recent.data]);

  return (
    <PageColumn>
      <PageHeader title={t('time.tracker.title')} actions={<TrackerLinks />} />

      {shallow.isPending && <Skeleton height={50} radius="md" />}
      {shallow.isError && (
        <QueryError title={t('messages.failedGettingTimeGroups')} onRetry={() => void shallow.refetch()} />
      )}
      {firstRun && <FirstGroupForm />}
      {shallow.isSuccess && !firstRun && (
        <Paper withBorder radius="md" p="sm" shadow="xs">
          <StampInForm defaultGroupId={lastUsedGroupId} />
        </Paper>
      )}

      {!firstRun && (
        <>
          <Stack gap="xs">
            <Title order={2} fz="lg">
              {t('time.tracker.running')}
            </Title>
            <RunningStamps
              stamps={active.data}
              loading={active.isPending}
              groups={shallow.data ?? []}
              timeZone={timeZone}
            />
          </Stack>

          {recent.data && active.data && (
            <ContinueList stamps={recent.data} running={active.data} groups={shallow.data ?? []} />
          )}

          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={2} fz="lg">
                {t('time.tracker.today')}
              </Title>
              <Button component={Link} to="/time-groups" variant="subtle" size="compact-sm">
                {t('time.tracker.allGroups')}
              </Button>
            </Group>
            {groups.isError && (
              <QueryError title={t('messages.failedGettingTimeGroups')} onRetry={() => void groups.refetch()} />
            )}
            {groups.isPending && <EntryListSkeleton rows={2} />}
            {groups.isSuccess && (
              <>
                <PeriodSummary
                  entries={groups.data}
                  period="today"
                  periods={periods}
                  label={t('time.tracker.todayTotal')}
                />
                {today.length > 0 && (
                  <EntryList
                    rows={today}
                    period="today"
                    periods={periods}
                    hrefOf={(entry) => `/time-group/list/${encodeURIComponent(entry._id)}`}
                    renderStart={(entry) => <StartGroupButton name={entry.name} timeGroupId={entry._id} />}
                    label={t('time.tracker.today')}
                  />
                )}
              </>
            )}
          </Stack>
        </>
      )}
    </PageColumn>
  );
}
