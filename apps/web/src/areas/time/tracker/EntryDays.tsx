import { Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeStamp } from '@ordna/contract/time';
import { useNow } from '../../../shared/clock';
import { formatDay } from '../../../shared/format-day';
import { Duration } from '../components/Duration';
import { EntryRow } from './EntryRow';
import { entryDays, liveMs, type EntryDay } from './entry-days';
import classes from '../components/time.module.css';

/** A total that goes on counting while `running` has stamps of its day (or of any day, when day is null). */
function LiveTotal({
  ms,
  running,
  day,
  ...props
}: { ms: number; running: TimeStamp[]; day: string | null } & Record<`data-${string}`, string>) {
  const now = useNow();
  return <Duration value={ms + liveMs(running, day, now)} className={classes.total} {...props} />;
}

function Total({
  ms,
  running,
  day,
  ...props
}: { ms: number; running: TimeStamp[]; day: string | null } & Record<`data-${string}`, string>) {
  const counting = running.some((stamp) => day === null || stamp.date === day);
  return counting ? (
    <LiveTotal ms={ms} running={running} day={day} {...props} />
  ) : (
    <Duration value={ms} className={classes.total} {...props} />
  );
}

/**
 * This week's entries by day, newest first: one total for the week and one per day (today's
 * counts on while something runs), each entry editable in place.
 */
export function EntryDays({
  stamps,
  running,
  from,
  today,
  timeZone,
}: {
  stamps: TimeStamp[];
  running: TimeStamp[];
  from: string;
  today: string;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const days = useMemo(() => {
    const ended = entryDays(stamps, from);
    // A day with only a running stamp still gets its heading and its live total.
    const extra: EntryDay[] = [...new Set(running.map((stamp) => stamp.date))]
      .filter((date) => date >= from && !ended.some((day) => day.date === date))
      .map((date) => ({ date, stamps: [], totalMs: 0 }));
    return [...ended, ...extra].sort((a, b) => b.date.localeCompare(a.date));
  }, [stamps, running, from]);
  const weekMs = days.reduce((sum, day) => sum + day.totalMs, 0);
  const words = { today: t('time.period.today'), yesterday: t('time.period.yesterDay') };
  const thisWeek = running.filter((stamp) => stamp.date >= from);

  return (
    <Stack gap="sm" component="section" aria-labelledby="tracker-week">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="lg" id="tracker-week">
          {t('time.entries.thisWeek')}
        </Title>
        {/* With one day so far its total is the week's: said once, on the day. */}
        {days.length > 1 && (
          <Text fw={600} fz="lg">
            <Total ms={weekMs} running={thisWeek} day={null} data-testid="week-total" />
          </Text>
        )}
      </Group>
      {days.length === 0 && (
        <Text c="dimmed" size="sm" px={4}>
          {t('time.entries.none')}
        </Text>
      )}
      {days.map((day) => {
        const label = formatDay(day.date, today, i18n.language, words);
        return (
          <Stack key={day.date} gap={6} data-testid="entry-day">
            <Group justify="space-between" px={4}>
              <Title order={3} fz="sm" fw={600}>
                {label}
              </Title>
              <Text size="sm" fw={600}>
                <Total
                  ms={day.totalMs}
                  running={running}
                  day={day.date}
                  {...(day.date === today ? { 'data-testid': 'period-total' } : { 'data-testid': 'day-total' })}
                />
              </Text>
            </Group>
            {day.stamps.length > 0 && (
              <div className={classes.list} role="list" aria-label={label}>
                {day.stamps.map((stamp) => (
                  <EntryRow key={stamp._id} stamp={stamp} timeZone={timeZone} />
                ))}
              </div>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
