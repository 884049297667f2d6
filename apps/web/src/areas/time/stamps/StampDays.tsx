import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localDate } from '@ordna/contract/periods';
import type { TimeStamp } from '@ordna/contract/time';
import { Duration, LiveClock, RunningDot } from '../components/Duration';
import { formatDay } from '../../../shared/format-day';
import { useNow } from '../../../shared/clock';
import { clockTime } from '../../../shared/zoned-time';
import { useTimeContext } from '../use-time-context';
import classes from '../components/time.module.css';

/** Consecutive stamps of the same start date, in the order given (newest first). */
export function byDay(stamps: readonly TimeStamp[]): { date: string; stamps: TimeStamp[] }[] {
  const days: { date: string; stamps: TimeStamp[] }[] = [];
  for (const stamp of stamps) {
    const last = days.at(-1);
    if (last?.date === stamp.date) last.stamps.push(stamp);
    else days.push({ date: stamp.date, stamps: [stamp] });
  }
  return days;
}

function endedTotal(stamps: readonly TimeStamp[]): number {
  return stamps.reduce((sum, stamp) => sum + (stamp.ended ? stamp.durationInMs : 0), 0);
}

function LiveDayTotal({ stamps }: { stamps: TimeStamp[] }) {
  const now = useNow();
  const running = stamps.reduce((sum, s) => sum + (s.ended ? 0 : now - Date.parse(s.startTime)), 0);
  return <Duration value={endedTotal(stamps) + running} size="sm" fw={600} />;
}

function StampRow({ stamp, timeZone }: { stamp: TimeStamp; timeZone: string }) {
  const { t } = useTranslation();
  const end = stamp.endTime ? clockTime(stamp.endTime, timeZone) : t('time.stamps.now');
  return (
    <div role="listitem" className={`${classes.row} ${stamp.ended ? '' : classes.running}`} data-testid="stamp-row">
      {!stamp.ended && <RunningDot />}
      <div className={classes.main}>
        <Anchor component={Link} to={`/time-stamp/${encodeURIComponent(stamp._id)}`} className={classes.rowLink}>
          <span className={classes.num}>
            {clockTime(stamp.startTime, timeZone)} – {end}
          </span>
        </Anchor>
        {stamp.endTime && stamp.date !== localDate(Date.parse(stamp.endTime), timeZone) && (
          <Text size="xs" c="dimmed">
            {t('time.stamps.overMidnight')}
          </Text>
        )}
      </div>
      {stamp.auto && (
        <Badge size="sm" variant="light" color="grape" radius="sm">
          {t('time.auto')}
        </Badge>
      )}
      {stamp.ended ? (
        <Duration value={stamp.durationInMs} className={classes.total} />
      ) : (
        <LiveClock since={stamp.startTime} className={classes.total} />
      )}
    </div>
  );
}

/** A sub group's stamps by day, each day with its total; a stamp opens its edit page. */
export function StampDays({ stamps }: { stamps: TimeStamp[] }) {
  const { t, i18n } = useTranslation();
  const { date: today, timeZone } = useTimeContext();
  const words = { today: t('time.period.today'), yesterday: t('time.period.yesterDay') };
  return (
    <Stack gap="md">
      {byDay(stamps).map((day) => (
        <section key={day.date} aria-label={formatDay(day.date, today, i18n.language, words)}>
          <Group justify="space-between" px={4} mb={6}>
            <Text size="sm" fw={600} c="dimmed">
              {formatDay(day.date, today, i18n.language, words)}
            </Text>
            {day.stamps.some((stamp) => !stamp.ended) ? (
              <LiveDayTotal stamps={day.stamps} />
            ) : (
              <Duration value={endedTotal(day.stamps)} size="sm" fw={600} />
            )}
          </Group>
          <div className={classes.list} role="list">
            {day.stamps.map((stamp) => (
              <StampRow key={stamp._id} stamp={stamp} timeZone={timeZone} />
            ))}
          </div>
        </section>
      ))}
    </Stack>
  );
}
