import { ActionIcon, Anchor, Box, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Tooltip } from '../../../shared/lazy/Tooltip';
import { IconPlayerStopFilled, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShallowTimeGroup, TimeStamp } from '@ordna/contract/time';
import { LiveClock, RunningDot } from '../components/Duration';
import { formatDuration } from '../../../shared/duration';
import { useNow } from '../../../shared/clock';
import { clockTime } from '../../../shared/zoned-time';
import { useStampOut } from '../use-stamp-mutations';
import { StopButton } from '../components/StampButtons';
import { useUndoableDelete } from './use-undoable-delete';
import classes from '../components/time.module.css';
import { useQueuedWrites } from '../../../shared/offline-queue/offline-write';
import { WaitingMark } from '../../../shared/offline-queue/WaitingMark';
import { waitingStampIds } from '../queued-stamps';
import { phoneTap } from '../../../shared/phone-tap';

interface RunningRowProps {
  stamp: TimeStamp;
  groupName: string;
  timeZone: string;
  /** Stamped in on this device, not yet sent: no page of its own, and nothing to discard yet. */
  waiting: boolean;
}

function RunningRow({ stamp, groupName, timeZone, waiting }: RunningRowProps) {
  const { t } = useTranslation();
  const stampOut = useStampOut();
  const { remove, pending } = useUndoableDelete();
  const discardLabel = t('time.entries.discardNamed', { name: stamp.name });
  return (
    <div role="listitem" className={`${classes.row} ${classes.running}`} data-testid="running-stamp">
      <RunningDot />
      <div className={classes.main}>
        <Group gap={4}>
          {waiting ? (
            <Text span fw={500} truncate>
              {stamp.name}
            </Text>
          ) : (
            <Anchor component={Link} to={`/time-stamp/${encodeURIComponent(stamp._id)}`} className={classes.rowLink}>
              {stamp.name}
            </Anchor>
          )}
          {waiting && <WaitingMark />}
        </Group>
        <Text size="xs" c="dimmed" mt={2} truncate className={classes.above}>
          <Anchor component={Link} to={`/time-group/list/${encodeURIComponent(stamp.timeGroupId)}`} inherit c="dimmed">
            {groupName}
          </Anchor>
          {' · '}
          {t('time.tracker.since', { time: clockTime(stamp.startTime, timeZone) })}
        </Text>
      </div>
      <LiveClock since={stamp.startTime} className={classes.total} fz="xl" />
      <Group gap={4} wrap="nowrap" className={classes.above}>
        {!waiting && (
          <Tooltip label={discardLabel} openDelay={400}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              className={phoneTap}
              aria-label={discardLabel}
              loading={pending}
              onClick={() => remove(stamp)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        <Box hiddenFrom="sm">
          <StopButton timeStampId={stamp._id} name={stamp.name} />
        </Box>
        <Button
          visibleFrom="sm"
          color="red"
          leftSection={<IconPlayerStopFilled size={16} />}
          loading={stampOut.isPending}
          onClick={() => stampOut.mutate(stamp._id)}
          aria-label={t('time.stopNamed', { name: stamp.name })}
        >
          {t('time.stop')}
        </Button>
      </Group>
    </div>
  );
}

/**
 * While something runs, the tab's title starts with its clock, as trackers do, and keeps the
 * page's name after it, so the tab still says where it leads.
 */
function RunningTitle({ stamp, count }: { stamp: TimeStamp; count: number }) {
  const { t } = useTranslation();
  const now = useNow();
  const page = `${t('time.tracker.title')} · ${t('common.appName')}`;
  useEffect(() => {
    const more = count > 1 ? ` +${count - 1}` : '';
    document.title = `▶ ${formatDuration(now - Date.parse(stamp.startTime))}${more} · ${page}`;
  }, [now, stamp, count, page]);
  useEffect(() => () => void (document.title = page), [page]);
  return null;
}

/** The running stamps, newest first, each with its live clock and a stop button. */
export function RunningStamps({
  stamps,
  loading,
  groups,
  timeZone,
}: {
  stamps: TimeStamp[] | undefined;
  loading: boolean;
  groups: ShallowTimeGroup[];
  timeZone: string;
}) {
  const { t } = useTranslation();
  const waiting = waitingStampIds(useQueuedWrites());
  const groupName = (id: string) => groups.find((group) => group._id === id)?.name ?? '';
  if (loading) {
    return (
      <Stack gap={0} className={classes.list} aria-busy="true">
        <div className={classes.row}>
          <div className={classes.main}>
            <Skeleton height={14} width="40%" />
            <Skeleton height={10} width="25%" mt={8} />
          </div>
          <Skeleton height={36} width={90} />
        </div>
      </Stack>
    );
  }
  if (!stamps?.length) {
    return (
      <Text c="dimmed" size="sm" px={4}>
        {t('time.tracker.nothingRunning')}
      </Text>
    );
  }
  return (
    <>
      <RunningTitle stamp={stamps[0]!} count={stamps.length} />
      <div className={classes.list} role="list" aria-label={t('time.tracker.running')}>
        {stamps.map((stamp) => (
          <RunningRow
            key={stamp._id}
            stamp={stamp}
            groupName={groupName(stamp.timeGroupId)}
            timeZone={timeZone}
            waiting={waiting.has(stamp._id)}
          />
        ))}
      </div>
    </>
  );
}
