import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Counter, CounterPeriod } from '@ordna/contract/counters';
import { useToday } from '../../shared/clock';
import { usePreferences } from '../../shared/use-preferences';
import { formatAmount, formatChange } from './format-amount';
import { HistoryRow, HistoryRows } from './HistoryRows';
import { periodLabel } from './period-label';
import { useCounterPeriods } from './use-counter-history';

/** A counter's totals per day, week or month, newest first, with the value at each one's end. */
export function CounterPeriodList({ counter, period }: { counter: Counter; period: CounterPeriod }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = usePreferences().preferences;
  const today = useToday(timeZone);
  const periods = useCounterPeriods(counter._id, period);
  const rows = periods.data?.pages.flatMap((page) => page.periods) ?? [];
  const words = { today: t('counters.history.today'), yesterday: t('counters.history.yesterday') };
  const unit = counter.unit ? ` ${counter.unit}` : '';
  const goalMet = (total: number) => period === 'day' && counter.dailyGoal !== null && total >= counter.dailyGoal;
  return (
    <HistoryRows query={periods} count={rows.length} empty={t('counters.history.noChanges')}>
      {rows.map((row, index) => (
        <HistoryRow key={row.from} last={index === rows.length - 1} testId="counter-period">
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={500}>
              {periodLabel(period, row, today, i18n.language, words)}
            </Text>
            {goalMet(row.total) && (
              <Text size="xs" c="dimmed">
                {t('counters.goal.reached')}
              </Text>
            )}
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {formatChange(row.total, i18n.language)}
              {unit}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('counters.history.valueAfter', { value: formatAmount(row.value, i18n.language) })}
            </Text>
          </Stack>
        </HistoryRow>
      ))}
    </HistoryRows>
  );
}
