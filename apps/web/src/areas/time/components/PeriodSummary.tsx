import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { overlapMs, type PeriodKey, type PeriodWindows } from '@ordna/contract/periods';
import type { TimeListEntry } from '@ordna/contract/time';
import { Duration } from './Duration';
import { useNow } from '../../../shared/clock';
import classes from './time.module.css';

function sum(entries: readonly TimeListEntry[], period: PeriodKey, periods: PeriodWindows, now: number): number {
  let total = 0;
  for (const entry of entries) {
    total += entry[period];
    const counted = entry.activeStamp?.countedUntil;
    if (counted) total += overlapMs(Date.parse(counted), now, periods[period]);
  }
  return total;
}

function Ticking({ entries, period, periods }: SummaryProps) {
  const now = useNow();
  return <Duration value={sum(entries, period, periods, now)} className={classes.hero} />;
}

interface SummaryProps {
  entries: readonly TimeListEntry[];
  period: PeriodKey;
  periods: PeriodWindows;
}

/** "Today 3:12:05": the period's total over the entries, counting on while anything runs. */
export function PeriodSummary({ entries, period, periods, label }: SummaryProps & { label?: string }) {
  const { t } = useTranslation();
  const running = entries.some((entry) => entry.activeStamp?.countedUntil);
  return (
    <Paper withBorder radius="md" px="md" py="sm">
      <Group justify="space-between" align="center" gap="xs">
        <Text size="sm" c="dimmed" fw={500}>
          {label ?? t(`time.period.${period}`)}
        </Text>
        <span data-testid="period-total">
          {running ? (
            <Ticking entries={entries} period={period} periods={periods} />
          ) : (
            <Duration value={sum(entries, period, periods, 0)} className={classes.hero} />
          )}
        </span>
      </Group>
    </Paper>
  );
}
