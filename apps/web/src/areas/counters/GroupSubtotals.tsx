import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Counter } from '@ordna/contract/counters';
import { formatAmount, formatChange } from './format-amount';
import { groupSubtotals } from './group-subtotals';

/** Under a group's name: its counters added up per unit, with today's change. */
export function GroupSubtotals({ counters }: { counters: readonly Counter[] }) {
  const { t, i18n } = useTranslation();
  const parts = groupSubtotals(counters).map(({ unit, value, today }) =>
    t('counters.group.subtotal', {
      value: `${formatAmount(value, i18n.language)}${unit ? ` ${unit}` : ''}`,
      today: formatChange(today, i18n.language),
    }),
  );
  return (
    <Text size="sm" c="dimmed" data-testid="group-subtotals">
      {t('counters.group.subtotals', { parts: parts.join(' · ') })}
    </Text>
  );
}
