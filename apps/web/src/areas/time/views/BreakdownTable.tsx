import { Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountFor, formatMoney } from './amount';
import { formatHm } from '../../../shared/duration';

/** One row of the breakdown: a group or sub group and its time. */
export interface BreakdownRow {
  _id: string;
  name: string;
  totalMs: number;
}

/** Time (and amount) per group or sub group of a calculation, largest first, with a total line. */
export function BreakdownTable({
  rows,
  totalMs,
  rate,
  currency,
  locale,
  nameHeader,
  caption,
}: {
  rows: readonly BreakdownRow[];
  totalMs: number;
  rate: number | null;
  currency: string;
  locale: string;
  nameHeader: string;
  caption: string;
}) {
  const { t } = useTranslation();
  const withAmount = amountFor(totalMs, rate) !== null;
  const sorted = [...rows].filter((row) => row.totalMs > 0).sort((a, b) => b.totalMs - a.totalMs);
  const share = (ms: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(totalMs ? ms / totalMs : 0);
  const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return (
    <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
      <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing="xs">
        <Table.Caption>
          <Text size="xs" c="dimmed" component="span">
            {caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{nameHeader}</Table.Th>
            <Table.Th style={numeric}>{t('time.views.calc.time')}</Table.Th>
            <Table.Th style={numeric} visibleFrom="sm">
              {t('time.views.calc.share')}
            </Table.Th>
            {withAmount && <Table.Th style={numeric}>{t('time.views.calc.amount')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => (
            <Table.Tr key={row._id}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td style={numeric}>{formatHm(row.totalMs)}</Table.Td>
              <Table.Td style={numeric} visibleFrom="sm">
                {share(row.totalMs)}
              </Table.Td>
              {withAmount && (
                <Table.Td style={numeric}>{formatMoney(amountFor(row.totalMs, rate) ?? 0, locale, currency)}</Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>{t('time.views.calc.total')}</Table.Th>
            <Table.Th style={numeric}>{formatHm(totalMs)}</Table.Th>
            <Table.Th style={numeric} visibleFrom="sm">
              {share(totalMs)}
            </Table.Th>
            {withAmount && (
              <Table.Th style={numeric}>{formatMoney(amountFor(totalMs, rate) ?? 0, locale, currency)}</Table.Th>
            )}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Paper>
  );
}
