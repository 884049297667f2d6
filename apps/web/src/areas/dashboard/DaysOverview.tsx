import { Group, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardDay } from '@ordna/contract/dashboard';
import { daysBetween, weekStart } from '@ordna/contract/kernel/periods';
import { formatHm } from '../../shared/duration';
import { cellDate, weekdayNames } from './dashboard-labels';
import { dashboardPath } from './dashboard-path';
import { heatLevel } from './heat-level';
import classes from './dashboard.module.css';

/**
 * A week's or month's days as a calendar heat map: each day a link to its page, tinted by the time
 * tracked and marked with what was written, with both figures written in the cell and its label,
 * so colour is never the only sign.
 */
export function DaysOverview({ days, today, locale }: { days: DashboardDay[]; today: string; locale: string }) {
  const { t } = useTranslation();
  const first = days[0];
  if (!first) return null;
  const maxTracked = Math.max(...days.map((day) => day.trackedMs));
  const maxWritten = Math.max(...days.map((day) => day.written));
  const trackedTotal = days.reduce((sum, day) => sum + day.trackedMs, 0);
  const writtenTotal = days.reduce((sum, day) => sum + day.written, 0);
  const blanks = daysBetween(weekStart(first.date), first.date);

  return (
    <div>
      <Group gap="lg" mb="xs">
        <Text size="sm">{t('dashboard.totals.tracked', { time: formatHm(trackedTotal) })}</Text>
        <Text size="sm">{t('dashboard.totals.written', { count: writtenTotal })}</Text>
      </Group>
      <div className={classes.calendar}>
        {weekdayNames(locale).map((name) => (
          <div key={name} className={classes.weekday} aria-hidden>
            {name}
          </div>
        ))}
        <ul className={classes.days} aria-label={t('dashboard.calendar')}>
          {Array.from({ length: blanks }, (_, i) => (
            <li key={`blank-${i}`} aria-hidden className={classes.blank} />
          ))}
          {days.map((day) => {
            const tracked = day.trackedMs > 0 ? formatHm(day.trackedMs) : null;
            const label = t('dashboard.cell', {
              date: cellDate(day.date, locale),
              time: formatHm(day.trackedMs),
              count: day.written,
            });
            return (
              <li key={day.date}>
                <Link
                  to={dashboardPath(day.date)}
                  className={classes.day}
                  data-heat={heatLevel(day.trackedMs, maxTracked)}
                  data-written={heatLevel(day.written, maxWritten)}
                  aria-current={day.date === today ? 'date' : undefined}
                  aria-label={label}
                  title={label}
                >
                  <span className={classes.dayNumber}>{Number(day.date.slice(8))}</span>
                  {tracked && <span className={classes.figure}>{tracked}</span>}
                  {day.written > 0 && (
                    <span className={classes.figure}>
                      <IconPencil size={12} aria-hidden /> {day.written}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
