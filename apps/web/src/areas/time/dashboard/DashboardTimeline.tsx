import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dayWindow } from '@ordna/contract/kernel/periods';
import type { TimeStamp } from '@ordna/contract/time';
import { DayTimeline, timelineHeightPx } from '../views/DayTimeline';
import { fittedWindow } from '../views/timeline-fit';
import { layoutTimeline } from '../views/timeline-layout';
import { useDayStamps } from '../views/use-views';
import { DayCutNotice } from '../views/DayCutNotice';

interface DashboardTimelineProps {
  date: string;
  /** The groups with time on the day (the dashboard's answer), for the rows' names and how many rows to expect. */
  names: Map<string, string>;
  order: string[];
  colorSlot: (groupId: string) => number;
  showAuto: boolean;
  timeZone: string;
  locale: string;
  now: number;
}

/** A stamp with no length (a journal entry) is a point in time, not time spent: the card leaves it off. */
const hasLength = (stamp: TimeStamp) => !stamp.ended || stamp.endTime !== stamp.startTime;

/**
 * The day card's timeline, from the time area's own read of the day's stamps (the timeline page's,
 * under the same query key, so the page, the card and live updates share one copy). While it loads
 * it holds the timeline's room; if it fails, it offers to try again; the rest of the card never waits.
 */
export function DashboardTimeline({
  date,
  names,
  order,
  colorSlot,
  showAuto,
  timeZone,
  locale,
  now,
}: DashboardTimelineProps) {
  const { t } = useTranslation();
  const stamps = useDayStamps(date);
  const day = dayWindow(date, timeZone);
  const isToday = now >= day.start && now < day.end;
  // The timeline page keeps the previous day on screen while the next loads; here it is a placeholder.
  const current = stamps.data?.date === date ? stamps.data : undefined;

  if (!current) {
    if (stamps.isError) {
      return (
        <Group gap="xs" role="alert">
          <Text size="sm" c="dimmed">
            {t('time.dashboard.timelineFailed')}
          </Text>
          <Button size="compact-xs" variant="light" onClick={() => void stamps.refetch()}>
            {t('common.retry')}
          </Button>
        </Group>
      );
    }
    return (
      <Skeleton
        h={timelineHeightPx(names.size, isToday)}
        radius="md"
        aria-label={t('time.dashboard.timelineLoading')}
      />
    );
  }

  const shown = current.stamps.filter((stamp) => (showAuto || !stamp.auto) && hasLength(stamp));
  const axis = fittedWindow(shown, day.start, day.end, now);
  const rows = layoutTimeline(shown, axis.start, axis.end, now, order);
  if (rows.length === 0 && !current.cut) return null;
  return (
    <Stack gap="xs">
      {current.cut && <DayCutNotice locale={locale} compact />}
      <DayTimeline
        date={date}
        rows={rows}
        groupName={(groupId) => names.get(groupId) ?? ''}
        colorSlot={colorSlot}
        dayStart={axis.start}
        dayEnd={axis.end}
        now={isToday ? now : null}
        timeZone={timeZone}
        locale={locale}
      />
    </Stack>
  );
}
