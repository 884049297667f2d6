import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Counter } from '@ordna/contract/counters';
import { localDate } from '@ordna/contract/kernel/periods';
import { useToday } from '../../shared/clock';
import { formatDay } from '../../shared/format-day';
import { usePreferences } from '../../shared/use-preferences';
import { clockTime } from '../../shared/zoned-time';
import { formatAmount, formatChange } from './format-amount';
import { HistoryRow, HistoryRows } from './HistoryRows';
import { useCounterChanges } from './use-counter-history';

/** A counter's changes, newest first: when, how much, the value after it, and who made it if not the person. */
export function CounterChangeList({ counter }: { counter: Counter }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = usePreferences().preferences;
  const today = useToday(timeZone);
  const changes = useCounterChanges(counter._id);
  const rows = changes.data?.pages.flatMap((page) => page.changes) ?? [];
  const words = { today: t('counters.history.today'), yesterday: t('counters.history.yesterday') };
  const unit = counter.unit ? ` ${counter.unit}` : '';
  return (
    <HistoryRows query={changes} count={rows.length} empty={t('counters.history.noChanges')}>
      {rows.map((change, index) => (
        <HistoryRow key={change._id} last={index === rows.length - 1} testId="counter-change">
          <Stack gap={0} miw={0}>
            <Group gap="xs" wrap="nowrap">
              <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatChange(change.amount, i18n.language)}
                {unit}
              </Text>
              {change.kind === 'reset' && (
                <Badge size="xs" variant="light" color="orange">
                  {t('counters.history.reset')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {formatDay(localDate(Date.parse(change.time), timeZone), today, i18n.language, words)}{' '}
              {clockTime(change.time, timeZone)}
              {!change.mine && ` · ${t('counters.history.byOther')}`}
            </Text>
          </Stack>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {t('counters.history.valueAfter', { value: formatAmount(change.valueAfter, i18n.language) })}
          </Text>
        </HistoryRow>
      ))}
    </HistoryRows>
  );
}
