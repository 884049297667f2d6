import { Box, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CountersDashboardSection } from '@ordna/contract/counters/dashboard';
import type { DashboardSectionProps } from '../../shared/area';
import { DashboardCard } from '../../shared/DashboardCard';
import { goalPercent } from './DailyProgress';
import { formatAmount, formatChange } from './format-amount';

type DashboardCounter = CountersDashboardSection['counters'][number];

/** A week's or month's changes as small bars, one a day (up when counted up, down when counted down). */
function DayBars({ counter, label }: { counter: DashboardCounter; label: string }) {
  const largest = Math.max(...counter.days.map((day) => Math.abs(day.change)), counter.dailyGoal ?? 0, 1);
  return (
    <Group gap={2} align="flex-end" h={28} wrap="nowrap" role="img" aria-label={label}>
      {counter.days.map((day) => {
        const met = counter.dailyGoal !== null && day.change >= counter.dailyGoal;
        return (
          <Box
            key={day.date}
            title={`${day.date}: ${day.change}`}
            style={{
              flex: 1,
              minWidth: 2,
              height: `${Math.max(2, (Math.abs(day.change) / largest) * 28)}px`,
              borderRadius: 2,
              background:
                day.change === 0
                  ? 'var(--ordna-border)'
                  : met
                    ? 'var(--mantine-color-teal-filled)'
                    : day.change < 0
                      ? 'var(--mantine-color-orange-filled)'
                      : 'var(--mantine-color-ordna-filled)',
            }}
          />
        );
      })}
    </Group>
  );
}

/** The dashboard's counters card: each counter's change over the day, week or month, its value, and its goal. */
export default function CountersDashboard({ view, answer }: DashboardSectionProps) {
  const { t, i18n } = useTranslation();
  const section = answer.sections.counters;
  if (!section || section.counters.length === 0) return null;
  const amount = (value: number, unit: string) => `${formatAmount(value, i18n.language)}${unit ? ` ${unit}` : ''}`;
  return (
    <DashboardCard title={t('counters.dashboard.title')} to="/counter-groups">
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {section.counters.map((counter) => {
          const change = formatChange(counter.change, i18n.language);
          const spanChange = t(`counters.dashboard.change.${view}`, { change });
          const goal = counter.dailyGoal;
          return (
            <Stack key={counter._id} gap={4} component="li" data-testid="dashboard-counter">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} miw={0}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {counter.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {counter.groupName}
                  </Text>
                </Stack>
                <Stack gap={0} align="flex-end">
                  <Text
                    fw={700}
                    fz="lg"
                    style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                    aria-label={t('counters.counter.value', {
                      name: counter.name,
                      value: amount(counter.value, counter.unit),
                    })}
                  >
                    {amount(counter.value, counter.unit)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {goal === null
                      ? spanChange
                      : t('counters.dashboard.withGoal', { change: spanChange, goal: amount(goal, counter.unit) })}
                  </Text>
                </Stack>
              </Group>
              {view === 'day' && goal !== null && (
                <Progress
                  size="sm"
                  value={goalPercent(counter.change, goal)}
                  color={counter.change >= goal ? 'teal' : 'ordna'}
                  aria-label={t('counters.dashboard.goal', {
                    change: formatAmount(counter.change, i18n.language),
                    goal: formatAmount(goal, i18n.language),
                  })}
                />
              )}
              {view !== 'day' && <DayBars counter={counter} label={`${counter.name}: ${spanChange}`} />}
            </Stack>
          );
        })}
      </Stack>
      {section.more && (
        <Text size="sm" c="dimmed">
          {t('counters.dashboard.more')}
        </Text>
      )}
    </DashboardCard>
  );
}
