import { Button, Group, Paper, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconCalendar, IconClockHour4 } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { addDays, dayWindow, isValidDate } from '@ordna/contract/kernel/periods';
import { usePreferences } from '../../../shared/use-preferences';
import { DayTimeline } from './DayTimeline';
import { DayCutNotice } from './DayCutNotice';
import { formatHm } from '../../../shared/duration';
import { PeriodNav } from './PeriodNav';
import { colorSlots } from './palette';
import { layoutTimeline } from './timeline-layout';
import { fittedWindow } from './timeline-fit';
import { useDeviceFlag } from './use-device-flag';
import { useNow, useToday } from '../../../shared/clock';
import { useShallowGroups } from '../use-time-groups';
import { useDayStamps } from './use-views';
import { formatLongDate, localeOf } from './view-format';
import { QueryError } from '../../../shared/QueryStates';
import { ViewPage } from './ViewPage';
import { DatePickerInput } from '../../../shared/lazy/DatePickerInput';

/** A day's stamps on a 24-hour axis, one row per time group (all groups only). */
export default function TimelinePage() {
  return (
    <ViewPage>
      <TimelineView />
    </ViewPage>
  );
}

function TimelineView() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const { preferences, savePreferences } = usePreferences();
  const showAuto = preferences.showAuto;
  const [search, setSearch] = useSearchParams();
  const dateParam = search.get('date');
  const clockNow = useNow(30_000);
  const timeZone = preferences.timeZone;
  const today = useToday(timeZone);
  const date = dateParam && isValidDate(dateParam) ? dateParam : today;
  const stamps = useDayStamps(date);
  const [wholeDay, setWholeDay] = useDeviceFlag('ordna.time.timelineWholeDay', false);
  const groups = useShallowGroups();

  const goTo = (next: string) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === today) params.delete('date');
        else params.set('date', next);
        return params;
      },
      { replace: true },
    );

  const names = useMemo(() => new Map((groups.data ?? []).map((group) => [group._id, group.name])), [groups.data]);
  // Rows in name order, each group in the colour it has in the graph.
  const slotOf = useMemo(
    () =>
      colorSlots(
        (groups.data ?? []).map((group) => ({ key: group._id, name: group.name })),
        locale,
      ),
    [groups.data, locale],
  );
  const order = useMemo(
    () => [...(groups.data ?? [])].map((group) => group._id).sort((a, b) => slotOf(a) - slotOf(b)),
    [groups.data, slotOf],
  );
  const shownDate = stamps.data?.date ?? date;
  const { start: dayStart, end: dayEnd } = dayWindow(shownDate, timeZone);
  const isToday = date === today;
  const all = stamps.data?.stamps ?? [];
  const shown = showAuto ? all : all.filter((stamp) => !stamp.auto);
  const hiddenAuto = all.length - shown.length;
  // The axis fits the hours that have stamps, unless this device asked for the whole day.
  const axis = wholeDay ? { start: dayStart, end: dayEnd } : fittedWindow(shown, dayStart, dayEnd, clockNow);
  const rows = layoutTimeline(shown, axis.start, axis.end, clockNow, order);
  const total = rows.reduce((sum, row) => sum + row.blocks.reduce((rowSum, block) => rowSum + block.visibleMs, 0), 0);

  return (
    <Stack gap="md">
      <PeriodNav
        label={formatLongDate(date, locale)}
        previousLabel={t('time.views.timeline.previous')}
        nextLabel={t('time.views.timeline.next')}
        onPrevious={() => goTo(addDays(date, -1))}
        onNext={() => goTo(addDays(date, 1))}
        onToday={() => goTo(today)}
        nextDisabled={date >= today}
        todayDisabled={isToday}
      >
        <DatePickerInput
          value={date}
          onChange={(value) => value && goTo(value)}
          maxDate={today}
          valueFormat="YYYY-MM-DD"
          locale={locale}
          firstDayOfWeek={1}
          leftSection={<IconCalendar size={16} aria-hidden />}
          aria-label={t('time.views.timeline.pickDate')}
          w={150}
        />
      </PeriodNav>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {stamps.data ? t('time.views.timeline.total', { time: formatHm(total) }) : '\u00a0'}
        </Text>
        <Group gap="md">
          <Switch
            checked={wholeDay}
            onChange={(event) => setWholeDay(event.currentTarget.checked)}
            label={t('time.views.timeline.wholeDay')}
          />
          <Switch
            checked={showAuto}
            onChange={(event) => void savePreferences({ showAuto: event.currentTarget.checked })}
            label={t('time.views.showAuto')}
          />
        </Group>
      </Group>
      {stamps.isError && (stamps.isPlaceholderData || !stamps.data) ? (
        <QueryError
          title={t('time.views.loadFailedTitle')}
          error={stamps.error}
          fallback={t('time.views.loadFailed')}
          onRetry={() => void stamps.refetch()}
        />
      ) : !stamps.data || (groups.isPending && !groups.data) ? (
        <Skeleton h={180} radius="md" aria-label={t('common.loading')} />
      ) : rows.length === 0 ? (
        <EmptyDay
          hiddenAuto={hiddenAuto}
          cut={stamps.data.cut}
          locale={locale}
          onShowAuto={() => void savePreferences({ showAuto: true })}
        />
      ) : (
        <Stack gap="xs" aria-busy={stamps.isPlaceholderData} opacity={stamps.isPlaceholderData ? 0.6 : 1}>
          {stamps.data.cut && <DayCutNotice locale={locale} />}
          <DayTimeline
            date={shownDate}
            rows={rows}
            groupName={(groupId) => names.get(groupId) ?? t('time.views.timeline.unknownGroup')}
            colorSlot={slotOf}
            dayStart={axis.start}
            dayEnd={axis.end}
            now={shownDate === today ? clockNow : null}
            timeZone={timeZone}
            locale={locale}
          />
          <AutoHidden count={hiddenAuto} />
        </Stack>
      )}
    </Stack>
  );
}

/** How many automatic stamps the timeline leaves off while they are hidden; nothing when none. */
function AutoHidden({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      {t('time.views.timeline.autoHidden', { count })}
    </Text>
  );
}

interface EmptyDayProps {
  hiddenAuto: number;
  /** The day had more stamps than its answer carries (all of those shown hidden). */
  cut: boolean;
  locale: string;
  onShowAuto: () => void;
}

function EmptyDay({ hiddenAuto, cut, locale, onShowAuto }: EmptyDayProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" radius="md">
      {cut && <DayCutNotice locale={locale} compact />}
      <Stack align="center" gap="xs" ta="center">
        <IconClockHour4 size={40} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text fw={600}>{t('time.views.timeline.empty')}</Text>
        <Text size="sm" c="dimmed" maw={420}>
          {hiddenAuto > 0
            ? t('time.views.timeline.autoHidden', { count: hiddenAuto })
            : t('time.views.timeline.emptyHelp')}
        </Text>
        {hiddenAuto > 0 ? (
          <Button variant="light" mt="xs" onClick={onShowAuto}>
            {t('time.views.showAuto')}
          </Button>
        ) : (
          <Button component={Link} to="/time-groups/list" variant="light" mt="xs">
            {t('time.views.toGroups')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
