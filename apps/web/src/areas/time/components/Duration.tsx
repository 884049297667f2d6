import { Text, VisuallyHidden, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../shared/duration';
import { useNow } from '../../../shared/clock';
import classes from './time.module.css';

type DurationProps = TextProps & { value: number; role?: string };

/** A duration as H:MM:SS in figures that keep their width. */
export function Duration({ value, className, ...props }: DurationProps) {
  return (
    <Text component="span" inherit className={[classes.num, className].filter(Boolean).join(' ')} {...props}>
      {formatDuration(value)}
    </Text>
  );
}

type LiveClockProps = TextProps & {
  /** When the running stamp started (ISO). */
  since: string;
  /** Time already counted before `since` (e.g. a period's ended stamps). */
  baseMs?: number;
};

/** A running timer: ticks every second on the one shared clock. */
export function LiveClock({ since, baseMs = 0, ...props }: LiveClockProps) {
  const now = useNow();
  return <Duration role="timer" value={baseMs + now - Date.parse(since)} {...props} />;
}

/** The pulsing "running" mark, with its meaning for screen readers. */
export function RunningDot() {
  const { t } = useTranslation();
  return (
    <>
      <span className={classes.dot} aria-hidden />
      <VisuallyHidden>{t('time.running')}</VisuallyHidden>
    </>
  );
}
