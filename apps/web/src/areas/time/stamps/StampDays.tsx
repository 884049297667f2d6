import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { localDate } from '@ordna/contract/kernel/periods';
import type { TimeStamp } from '@ordna/contract/time';
import { Duration, LiveClock, RunningDot } from '../components/Duration';
import { formatDay } from '../../../shared/format-day';
import { formatDuration } from '../../../shared/duration';
import { useListShortcuts } from '../../../shared/use-list-shortcuts';
import { useNow } from '../../../shared/clock';
import { clockTime } from '../../../shared/zoned-time';
import { useTimeContext } from '../use-time-context';
import { DeleteStampDialog } from './DeleteStampDialog';
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

/** A stamp as one line of text, for the clipboard: "Ordna 2026-11-23 09:00 – 10:30 (1:30:00)". */
function stampLine(stamp: TimeStamp, timeZone: string, now: string): string {
  const end = stamp.endTime ? clockTime(stamp.endTime, timeZone) : now;
  const duration = stamp.ended ? ` (${formatDuration(stamp.durationInMs)})` : '';
  return `${stamp.name} ${stamp.date} ${clockTime(stamp.startTime, timeZone)} – ${end}${duration}`;
}

function StampRow({
  stamp,
  timeZone,
  itemProps,
}: {
  stamp: TimeStamp;
  timeZone: string;
  itemProps: { 'data-list-index': number; tabIndex: number };
}) {
  const { t } = useTranslation();
  const end = stamp.endTime ? clockTime(stamp.endTime, timeZone) : t('time.stamps.now');
  return (
    <div
      role="listitem"
      className={`${classes.row} ${stamp.ended ? '' : classes.running}`}
      data-testid="stamp-row"
      {...itemProps}
    >
      {!stamp.ended && <RunningDot />}
      <div className={classes.main}>
        <Anchor
          component={Link}
          to={`/time-stamp/${encodeURIComponent(stamp._id)}`}
          className={classes.rowLink}
          data-list-focus
        >
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

/**
 * A sub group's stamps by day, each day with its total; a stamp opens its edit page. The list's
 * keys are the shared ones across the days: arrows, Enter, Ctrl+C (the stamp as a line), Delete
 * (the stamp page's confirmation), and Ctrl+N when the page gives it.
 */
export function StampDays({ stamps, onCreate }: { stamps: TimeStamp[]; onCreate?: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { date: today, timeZone } = useTimeContext();
  const [deleting, setDeleting] = useState<TimeStamp | null>(null);
  const keys = useListShortcuts({
    items: stamps,
    open: (stamp) => void navigate(`/time-stamp/${encodeURIComponent(stamp._id)}`),
    create: onCreate,
    copyText: (stamp) => stampLine(stamp, timeZone, t('time.stamps.now')),
    remove: setDeleting,
  });
  const place = new Map(stamps.map((stamp, index) => [stamp._id, index]));
  const words = { today: t('time.period.today'), yesterday: t('time.period.yesterDay') };
  return (
    <Stack gap="md" ref={keys.listRef} onKeyDown={keys.onKeyDown}>
      {deleting && <DeleteStampDialog stamp={deleting} opened onClose={() => setDeleting(null)} />}
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
              <StampRow
                key={stamp._id}
                stamp={stamp}
                timeZone={timeZone}
                itemProps={keys.itemProps(place.get(stamp._id) ?? 0)}
              />
            ))}
          </div>
        </section>
      ))}
    </Stack>
  );
}
