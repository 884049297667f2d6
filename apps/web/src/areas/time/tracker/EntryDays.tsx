import { Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeStamp } from '@ordna/contract/time';
import { useNow } from '../../../shared/clock';
import { useScrollEnd } from '../../../shared/use-scroll-end';
import { formatDay } from '../../../shared/format-day';
import { Duration } from '../components/Duration';
import { EntryRow } from './EntryRow';
import { entryDays, liveMs, type EntryDay } from './entry-days';
import classes from '../components/time.module.css';

/**
 * Entries drawn at first, and drawn more each time the page is scrolled to its end: a week of
 * 10,000 entries (MAX_RANGE_STAMPS) drawn at once held the page up for minutes, then lost it.
 */
export const ENTRIES_AT_ONCE = 200;

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
 * counts on while something runs), each entry editable in place. `notice` (the week cut) is said
 * under the week's heading, of the days it speaks of.
 */
export function EntryDays({
  notice,
  stamps,
  running,
  from,
  today,
  timeZone,
  entriesAtOnce = ENTRIES_AT_ONCE,
}: {
  notice?: ReactNode;
  stamps: TimeStamp[];
  running: TimeStamp[];
  from: string;
  today: string;
  timeZone: string;
  /** How many entries are drawn at first and added at each scroll to the end (a test draws few). */
  entriesAtOnce?: number;
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
  const [drawn, setDrawn] = useState(entriesAtOnce);
  const entries = days.reduce((sum, day) => sum + day.stamps.length, 0);
  useScrollEnd(() => setDrawn((count) => count + entriesAtOnce), drawn < entries);
  // Each day's entries within the first `drawn`; a day whose entries are all past them waits.
  const shown = useMemo(() => {
    let before = 0;
    return days.flatMap((day) => {
      const stamps = day.stamps.slice(0, Math.max(0, drawn - before));
      before += day.stamps.length;
      return day.stamps.length > 0 && stamps.length === 0 ? [] : [{ day, stamps }];
    });
  }, [days, drawn]);
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
      {notice}
      {days.length === 0 && (
        <Text c="dimmed" size="sm" px={4}>
          {t('time.entries.none')}
        </Text>
      )}
      {shown.map(({ day, stamps }) => {
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
            {stamps.length > 0 && (
              <div className={classes.list} role="list" aria-label={label}>
                {stamps.map((stamp) => (
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
