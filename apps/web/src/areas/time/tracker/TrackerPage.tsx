import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { weekStart } from '@ordna/contract/kernel/periods';
import type { TimeStamp } from '@ordna/contract/time';
import { QueryError } from '../../../shared/QueryStates';
import { PageHeader, PageColumn } from '../../../shared/PageHeader';
import { EntryListSkeleton } from '../components/EntryList';
import { StampInForm } from '../components/StampInForm';
import { useActiveStamps } from '../use-active-stamps';
import { useRecentStamps } from '../use-stamps';
import { useShallowGroups } from '../use-time-groups';
import { useTimeContext } from '../use-time-context';
import { ContinueList } from './ContinueList';
import { EntryDays } from './EntryDays';
import { FirstGroupForm } from './FirstGroupForm';
import { ManualEntry } from './ManualEntry';
import { RunningStamps } from './RunningStamps';
import { TrackerLinks } from './TrackerLinks';
import { useTrackerShortcuts } from './use-tracker-shortcuts';
import { phoneTap } from '../../../shared/phone-tap';
import { DayCutNotice } from '../views/DayCutNotice';
import { localeOf } from '../views/view-format';

/**
 * The group to stamp into until this device remembers one: the running stamp's, else the one
 * stamped into last (never simply the newest group, which is often still empty).
 */
function lastUsedGroupOf(running: readonly TimeStamp[] | undefined, newest: TimeStamp | undefined): string | undefined {
  return running?.[0]?.timeGroupId ?? newest?.timeGroupId;
}

/** The stamp that started last. */
function newestOf(stamps: readonly TimeStamp[] | undefined): TimeStamp | undefined {
  return [...(stamps ?? [])].sort((a, b) => b.startTime.localeCompare(a.startTime))[0];
}

/**
 * /time-tracker: start and stop at a glance, what runs now, and this week's entries by day. Each
 * figure shows once: a running stamp's own clock, each day's total, and the week's total.
 */
export default function TrackerPage() {
  const { t, i18n } = useTranslation();
  const { timeZone, date } = useTimeContext();
  const shallow = useShallowGroups();
  const active = useActiveStamps();
  const recent = useRecentStamps();
  const firstRun = shallow.isSuccess && shallow.data.length === 0;
  const newest = useMemo(() => newestOf(recent.data?.stamps), [recent.data]);
  const lastUsedGroupId = lastUsedGroupOf(active.data, newest);
  const running = useMemo(() => active.data ?? [], [active.data]);
  const shortcuts = useTrackerShortcuts(running);

  return (
    <PageColumn>
      <PageHeader title={t('time.tracker.title')} actions={<TrackerLinks />} />

      {shallow.isPending && <Skeleton height={50} radius="md" />}
      {shallow.isError && (
        <QueryError title={t('messages.failedGettingTimeGroups')} onRetry={() => void shallow.refetch()} />
      )}
      {firstRun && <FirstGroupForm />}
      {shallow.isSuccess && !firstRun && (
        <Stack gap={4}>
          <Paper withBorder radius="md" p="sm" shadow="xs">
            <StampInForm defaultGroupId={lastUsedGroupId} nameRef={shortcuts.nameRef} />
          </Paper>
          <Text size="xs" c="dimmed" px={4} visibleFrom="sm">
            {t('time.keys.hint')}
          </Text>
        </Stack>
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
            <ContinueList stamps={recent.data.stamps} running={active.data} groups={shallow.data ?? []} />
          )}

          <Stack gap="xs">
            {recent.isError && (
              <QueryError title={t('time.entries.loadFailed')} onRetry={() => void recent.refetch()} />
            )}
            {recent.isPending && <EntryListSkeleton rows={2} />}
            {recent.isSuccess && (
              <EntryDays
                notice={recent.data.cut && <DayCutNotice locale={localeOf(i18n.language)} compact days />}
                stamps={recent.data.stamps}
                running={running}
                from={weekStart(date)}
                today={date}
                timeZone={timeZone}
              />
            )}
            {shallow.isSuccess && <ManualEntry timeZone={timeZone} defaultSubGroupId={newest?.subGroupId} />}
            <Group justify="flex-end">
              <Button component={Link} to="/time-groups" variant="subtle" size="compact-sm" className={phoneTap}>
                {t('time.tracker.allGroups')}
              </Button>
            </Group>
          </Stack>
        </>
      )}
      {shortcuts.dialog}
    </PageColumn>
  );
}
