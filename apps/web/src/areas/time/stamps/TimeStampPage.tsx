import { Badge, Group, Skeleton, Stack } from '@mantine/core';
import { isNotFound, QueryError } from '../../../shared/QueryStates';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LiveClock, RunningDot } from '../components/Duration';
import { formatDay } from '../../../shared/format-day';
import { PageHeader, PageColumn } from '../../../shared/PageHeader';
import { TimeNotFoundPage } from '../lists/ListStates';
import { useShallowGroups } from '../use-time-groups';
import { useStamp } from '../use-stamps';
import { useTimeContext } from '../use-time-context';
import { useUpTo } from '../../../shared/up-target';
import { StampForm } from './StampForm';

/** /time-stamp/{id}: one stamp, to correct its times, move it, stop, reopen or delete it. */
export default function TimeStampPage() {
  const { t, i18n } = useTranslation();
  const stampId = useParams().stampId ?? '';
  const stamp = useStamp(stampId);
  const groups = useShallowGroups();
  const { timeZone, date: today } = useTimeContext();
  // "Up" from a stamp is its sub group, not the list of all groups.
  useUpTo(stamp.data && `/sub-group/${encodeURIComponent(stamp.data.subGroupId)}`);

  if (isNotFound(stamp.error)) {
    return (
      <TimeNotFoundPage
        title={t('time.stamp.notFoundTitle')}
        description={t('time.stamp.notFoundBody')}
        backTo="/time-tracker"
        backLabel={t('time.tracker.title')}
      />
    );
  }

  const data = stamp.data;
  const groupName = groups.data?.find((group) => group._id === data?.timeGroupId)?.name;
  const crumbs = data
    ? [
        { label: t('time.groups.title'), to: '/time-groups' },
        ...(groupName ? [{ label: groupName, to: `/time-group/list/${encodeURIComponent(data.timeGroupId)}` }] : []),
        { label: data.name, to: `/sub-group/${encodeURIComponent(data.subGroupId)}` },
      ]
    : [];
  const words = { today: t('time.period.today'), yesterday: t('time.period.yesterDay') };

  return (
    <PageColumn>
      <PageHeader
        title={data ? data.name : <Skeleton height={30} width={200} />}
        crumbs={crumbs}
        below={
          data && (
            <Group gap="xs">
              <Badge variant="light" color="gray" radius="sm">
                {formatDay(data.date, today, i18n.language, words)}
              </Badge>
              {data.ended ? (
                <Badge variant="light" color="gray" radius="sm">
                  {t('time.stamp.ended')}
                </Badge>
              ) : (
                <Badge variant="light" radius="sm" leftSection={<RunningDot />}>
                  <LiveClock since={data.startTime} inherit />
                </Badge>
              )}
              {data.auto && (
                <Badge variant="light" color="grape" radius="sm">
                  {t('time.auto')}
                </Badge>
              )}
            </Group>
          )
        }
      />
      {stamp.isPending && (
        <Stack gap="md">
          <Skeleton height={220} radius="md" />
        </Stack>
      )}
      {stamp.isError && !isNotFound(stamp.error) && (
        <QueryError title={t('time.stamp.loadFailed')} onRetry={() => void stamp.refetch()} />
      )}
      {data && (
        <StampForm
          key={`${data._id}|${data.startTime}|${data.endTime ?? ''}|${data.subGroupId}|${data.ended}|${data.description}`}
          stamp={data}
          timeZone={timeZone}
        />
      )}
    </PageColumn>
  );
}
