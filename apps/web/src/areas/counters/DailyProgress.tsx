import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Counter } from '@ordna/contract/counters';
import { formatAmount, formatChange } from './format-amount';

/** How far today's changes are toward the goal, 0–100 (a negative day shows none). */
export function goalPercent(today: number, goal: number): number {
  return Math.max(0, Math.min(100, (today / goal) * 100));
}

/** Today's sum of changes, and with a daily goal a bar toward it. */
export function DailyProgress({ counter }: { counter: Counter }) {
  const { t, i18n } = useTranslation();
  const today = formatChange(counter.today, i18n.language);
  const unit = counter.unit ? ` ${counter.unit}` : '';
  if (counter.dailyGoal === null) {
    return (
      <Text size="sm" c="dimmed" ta="center">
        {t('counters.counter.today', { change: today })}
        {unit}
      </Text>
    );
  }
  const goal = formatAmount(counter.dailyGoal, i18n.language) + unit;
  const reached = counter.today >= counter.dailyGoal;
  const label = t('counters.goal.progress', { today: formatAmount(counter.today, i18n.language), goal });
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {reached && (
          <Badge variant="light" color="teal" size="sm">
            {t('counters.goal.reached')}
          </Badge>
        )}
      </Group>
      <Progress
        value={goalPercent(counter.today, counter.dailyGoal)}
        color={reached ? 'teal' : 'ordna'}
        aria-label={t('counters.goal.bar', { name: counter.name, progress: label })}
        size="sm"
      />
    </Stack>
  );
}
