import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PeriodKey, PeriodWindows } from '@ordna/contract/kernel/periods';
import type { TimeListEntry, TimeStamp } from '@ordna/contract/time';
import { useActiveStamps } from '../use-active-stamps';
import { anyRunning, runningExtra } from '../running-totals';
import { Duration } from './Duration';
import { useNow } from '../../../shared/clock';
import classes from './time.module.css';

function sum(entries: readonly TimeListEntry[], period: PeriodKey): number {
  return entries.reduce((total, entry) => total + entry[period], 0);
}

function Ticking({ entries, period, periods, running }: SummaryProps & { running: readonly TimeStamp[] }) {
  const now = useNow();
  const live = sum(entries, period) + runningExtra(entries, running, now, periods[period]);
  return <Duration value={live} className={classes.hero} />;
}

interface SummaryProps {
  entries: readonly TimeListEntry[];
  period: PeriodKey;
  periods: PeriodWindows;
}

/** "Today 3:12:05": the period's total over the entries, counting on while anything runs. */
export function PeriodSummary({ entries, period, periods, label }: SummaryProps & { label?: string }) {
  const { t } = useTranslation();
  const running = useActiveStamps().data ?? [];
  return (
    <Paper withBorder radius="md" px="md" py="sm">
      <Group justify="space-between" align="center" gap="xs">
        <Text size="sm" c="dimmed" fw={500}>
          {label ?? t(`time.period.${period}`)}
        </Text>
        <span data-testid="period-total">
          {anyRunning(entries, running) ? (
            <Ticking entries={entries} period={period} periods={periods} running={running} />
          ) : (
            <Duration value={sum(entries, period)} className={classes.hero} />
          )}
        </span>
      </Group>
    </Paper>
  );
}
