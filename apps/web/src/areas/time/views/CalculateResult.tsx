import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatHm } from '../../../shared/duration';
import { formatAmount, formatMoney } from './amount';
import { BreakdownTable } from './BreakdownTable';
import { NothingTracked } from './NothingTracked';
import type { CalculateViewState } from './use-calculate-view';

/** One large figure with its name above and a note below. */
function Figure({ label, value, note, testId }: { label: string; value: string; note: ReactNode; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={{ base: 26, sm: 32 }} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Paper>
  );
}

/** The calculation's answer: the total time, what it is worth at the rate, and the breakdown. */
export function CalculateResult({ view, onGroupPage }: { view: CalculateViewState; onGroupPage: boolean }) {
  const { t } = useTranslation();
  const { total, amount, rate, locale, currency, breakdown, result } = view;
  return (
    <Stack gap="md" aria-busy={result.isPlaceholderData} opacity={result.isPlaceholderData ? 0.6 : 1}>
      <SimpleGrid cols={{ base: 1, xs: amount === null ? 1 : 2 }} spacing="sm">
        <Figure
          label={t('time.views.calc.totalTime')}
          value={formatHm(total)}
          note={t('time.views.calc.hours', { hours: formatAmount(total / 3_600_000, locale) })}
          testId="calculate-total"
        />
        {amount !== null && (
          <Figure
            label={t('time.views.calc.amount')}
            value={formatMoney(amount, locale, currency)}
            note={t('time.views.calc.atRate', { rate: formatMoney(rate ?? 0, locale, currency) })}
            testId="calculate-amount"
          />
        )}
      </SimpleGrid>
      {total === 0 ? (
        <NothingTracked
          icon={IconCalculator}
          title={t('time.views.calc.empty')}
          help={t('time.views.calc.emptyHelp')}
        />
      ) : (
        breakdown && (
          <BreakdownTable
            rows={breakdown}
            totalMs={total}
            rate={rate}
            currency={currency}
            locale={locale}
            nameHeader={onGroupPage ? t('time.views.calc.subGroup') : t('time.views.calc.group')}
            caption={onGroupPage ? t('time.views.calc.breakdownSub') : t('time.views.calc.breakdown')}
          />
        )
      )}
    </Stack>
  );
}
