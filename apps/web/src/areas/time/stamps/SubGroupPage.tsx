import { Button, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconPlayerPlayFilled, IconPlayerStopFilled, IconSettings } from '@tabler/icons-react';
import { isNotFound, QueryError } from '../../../shared/QueryStates';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useUpTo } from '../../../shared/up-target';
import type { PeriodKey } from '@ordna/contract/kernel/periods';
import type { DisplayRow } from '@ordna/contract/time/list';
import type { SubGroupListEntry } from '@ordna/contract/time';
import { RowTotal } from '../components/EntryList';
import { PageHeader, PageColumn } from '../../../shared/PageHeader';
import { ResponsiveLinkButton } from '../components/ResponsiveLinkButton';
import { TimeNotFoundPage } from '../lists/ListStates';
import { useShallowGroups } from '../use-time-groups';
import { useSubGroup } from '../use-sub-groups';
import { useStampIn, useStampOut } from '../use-stamp-mutations';
import { SubGroupStamps } from './SubGroupStamps';
import { useTimeContext } from '../use-time-context';

const STAT_PERIODS: PeriodKey[] = ['today', 'currentWeek', 'currentMonth', 'total'];

function Stats({ entry }: { entry: SubGroupListEntry }) {
  const { t } = useTranslation();
  const { periods } = useTimeContext();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {STAT_PERIODS.map((period) => {
        const row: DisplayRow = {
          kind: 'entry',
          _id: entry._id,
          name: entry.name,
          periodMs: entry[period],
          activeStamp: entry.activeStamp,
          members: [entry],
        };
        return (
          <Paper key={period} withBorder radius="md" px="md" py="sm">
            <Text size="xs" c="dimmed" fw={500} tt="uppercase">
              {t(`time.period.${period}`)}
            </Text>
            <RowTotal row={row} window={periods[period]} />
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

function StartStop({ entry }: { entry: SubGroupListEntry }) {
  const { t } = useTranslation();
  const stampIn = useStampIn();
  const stampOut = useStampOut();
  const running = entry.activeStamp;
  return running ? (
    <Button
      color="red"
      leftSection={<IconPlayerStopFilled size={16} />}
      loading={stampOut.isPending}
      onClick={() => stampOut.mutate(running.timeStampId)}
    >
      {t('time.stop')}
    </Button>
  ) : (
    <Button
      leftSection={<IconPlayerPlayFilled size={16} />}
      loading={stampIn.isPending}
      onClick={() => stampIn.mutate({ name: entry.name, timeGroupId: entry.timeGroupId })}
    >
      {t('time.start')}
    </Button>
  );
}

/** /sub-group/{id}: its time per period and its stamps, newest first, loading more at the end. */
export default function SubGroupPage() {
  const { t } = useTranslation();
  const subGroupId = useParams().subGroupId ?? '';
  const subGroup = useSubGroup(subGroupId);
  const groups = useShallowGroups();
  // "Up" from a sub group is its time group.
  useUpTo(subGroup.data && `/time-group/list/${encodeURIComponent(subGroup.data.timeGroupId)}`);

  if (isNotFound(subGroup.error)) {
    return (
      <TimeNotFoundPage
        title={t('time.subGroup.notFoundTitle')}
        description={t('time.subGroup.notFoundBody')}
        backTo="/time-groups"
        backLabel={t('time.groups.title')}
      />
    );
  }

  const entry = subGroup.data;
  const groupName = groups.data?.find((group) => group._id === entry?.timeGroupId)?.name;
  const crumbs = [
    { label: t('time.groups.title'), to: '/time-groups' },
    ...(entry && groupName
      ? [{ label: groupName, to: `/time-group/list/${encodeURIComponent(entry.timeGroupId)}` }]
      : []),
  ];

  return (
    <PageColumn>
      <PageHeader
        title={entry?.name ?? <Skeleton height={30} width={200} />}
        crumbs={crumbs}
        actions={
          entry && (
            <>
              <ResponsiveLinkButton
                to={`/time-tracker/admin/sub-group/${encodeURIComponent(entry._id)}`}
                label={t('time.links.adminSubGroup')}
                icon={<IconSettings size={16} />}
              />
              <StartStop entry={entry} />
            </>
          )
        }
      />

      {subGroup.isError && (
        <QueryError title={t('messages.fetchSubGroupsFailed')} onRetry={() => void subGroup.refetch()} />
      )}
      {subGroup.isPending ? <Skeleton height={74} radius="md" /> : entry && <Stats entry={entry} />}

      <SubGroupStamps subGroupId={subGroupId} entry={entry} />
    </PageColumn>
  );
}
