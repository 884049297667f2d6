import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar, IconCalculator } from '@tabler/icons-react';
import 'dayjs/locale/sv';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { daysBetween, isValidDate, monthStart } from '@ordna/contract/kernel/periods';
import { MAX_RANGE_DAYS } from '@ordna/contract/time';
import { usePreferences } from '../../../shared/use-preferences';
import { amountFor, currencyOf, formatAmount, formatMoney, loadHourlyRate, saveHourlyRate } from './amount';
import { BreakdownTable } from './BreakdownTable';
import { presetRange, RANGE_PRESETS } from './calculate-range';
import { formatHm } from '../../../shared/duration';
import { useToday } from '../../../shared/clock';
import { useShallowGroups } from '../use-time-groups';
import { useSubGroups } from '../use-sub-groups';
import { useCalculate, useGraph } from './use-views';
import { localeOf } from './view-format';
import { QueryError } from '../../../shared/QueryStates';
import { ViewPage } from './ViewPage';

/** Total time over a date range for chosen groups (or one group's sub groups), and what it is worth. */
export default function CalculatePage() {
  const { groupId } = useParams();
  return (
    <ViewPage groupId={groupId}>
      <CalculateView groupId={groupId} />
    </ViewPage>
  );
}

function CalculateView({ groupId }: { groupId?: string }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const { preferences, savePreferences } = usePreferences();
  const today = useToday(preferences.timeZone);
  const [search, setSearch] = useSearchParams();
  const fromParam = search.get('from');
  const toParam = search.get('to');
  const from = fromParam && isValidDate(fromParam) ? fromParam : monthStart(today);
  const to = toParam && isValidDate(toParam) && toParam >= from ? toParam : from > today ? from : today;
  const chosen = (search.get('ids') ?? '').split(',').filter(Boolean);
  // A half-picked range lives only here until its second date is chosen.
  const [draft, setDraft] = useState<[string | null, string | null] | null>(null);
  const [rate, setRate] = useState<number | null>(() => loadHourlyRate());
  const [rateInput, setRateInput] = useState<number | string>(() => rate ?? '');
  const [rateError, setRateError] = useState<string | null>(null);
  const currency = currencyOf(locale);

  const groups = useShallowGroups();
  const subGroups = useSubGroups({ enabled: Boolean(groupId) });
  const options = groupId
    ? (subGroups.data ?? []).filter((entry) => entry.timeGroupId === groupId)
    : (groups.data ?? []);
  const optionsPending = groupId ? subGroups.isPending : groups.isPending;
  const known = new Set(options.map((entry) => entry._id));
  const selected = optionsPending ? chosen : chosen.filter((id) => known.has(id));
  // The server adds up a union of groups and sub groups: on a group's page, chosen sub groups
  // replace the group.
  const result = useCalculate(
    {
      from,
      to,
      timeGroupIds: groupId ? (selected.length ? [] : [groupId]) : selected,
      subGroupIds: groupId ? selected : [],
      auto: preferences.showAuto,
    },
    !optionsPending,
  );
  // The answer totals per time group; a group's page breaks its time down per sub group instead,
  // from the graph's per-day figures (which have a shorter range limit).
  const perSubGroup = useGraph(
    { from, to },
    { by: 'subGroup', timeGroupId: groupId, auto: preferences.showAuto },
    Boolean(groupId) && daysBetween(from, to) < MAX_RANGE_DAYS,
  );
  const breakdown = groupId
    ? perSubGroup.data && !perSubGroup.isPlaceholderData
      ? perSubGroup.data.series
          .filter((series) => selected.length === 0 || selected.includes(series.key))
          .map((series) => ({
            _id: series.key,
            name: series.name,
            totalMs: series.values.reduce((sum, value) => sum + value, 0),
          }))
      : null
    : (result.data?.perGroup ?? null);

  const update = (changes: Record<string, string | null>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const setRange = (range: { from: string; to: string }) => {
    setDraft(null);
    update(range);
  };
  const onRate = (value: number | string) => {
    setRateInput(value);
    const next = typeof value === 'number' && Number.isFinite(value) ? value : null;
    // A negative rate is said, not silently dropped; the last good rate stays remembered.
    if (next !== null && next < 0) {
      setRateError(t('time.views.calc.rateNegative'));
      setRate(null);
      return;
    }
    setRateError(null);
    setRate(next);
    saveHourlyRate(next);
  };

  const total = result.data?.totalMs ?? 0;
  const amount = amountFor(total, rate);

  return (
    <Stack gap="md">
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
              <DatePickerInput
                type="range"
                label={t('time.views.calc.range')}
                value={draft ?? [from, to]}
                allowSingleDateInRange
                onChange={(value) => {
                  const [start, end] = value;
                  if (start && end) setRange({ from: start, to: end });
                  else setDraft([start, end]);
                }}
                onDropdownClose={() => setDraft(null)}
                valueFormat="YYYY-MM-DD"
                leftSection={<IconCalendar size={16} aria-hidden />}
              />
            </DatesProvider>
            <MultiSelect
              label={groupId ? t('time.views.calc.subGroups') : t('time.views.calc.groups')}
              placeholder={
                selected.length
                  ? undefined
                  : groupId
                    ? t('time.views.calc.allSubGroups')
                    : t('time.views.calc.allGroups')
              }
              data={options.map((entry) => ({ value: entry._id, label: entry.name }))}
              value={selected}
              onChange={(ids) => update({ ids: ids.join(',') })}
              searchable
              selectFirstOptionOnChange
              clearable
              disabled={optionsPending}
              nothingFoundMessage={t('time.views.calc.nothingFound')}
            />
            <NumberInput
              label={t('time.views.calc.rate')}
              description={t('time.views.calc.rateHelp')}
              value={rateInput}
              onChange={onRate}
              error={rateError}
              // The help goes under the field so the three fields' boxes line up.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              rightSectionWidth={52}
              rightSection={
                <Text size="xs" c="dimmed" aria-hidden>
                  {currency}
                </Text>
              }
              decimalScale={2}
              thousandSeparator={locale === 'sv' ? ' ' : ','}
              decimalSeparator={locale === 'sv' ? ',' : '.'}
              hideControls
              inputMode="decimal"
            />
          </SimpleGrid>
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              {RANGE_PRESETS.map((preset) => {
                const range = presetRange(preset, today);
                const active = range.from === from && range.to === to;
                return (
                  <Button
                    key={preset}
                    size="compact-sm"
                    variant={active ? 'light' : 'subtle'}
                    aria-pressed={active}
                    onClick={() => setRange(range)}
                  >
                    {t(`time.views.calc.preset.${preset}`)}
                  </Button>
                );
              })}
            </Group>
            <Switch
              checked={preferences.showAuto}
              onChange={(event) => void savePreferences({ showAuto: event.currentTarget.checked })}
              label={t('time.views.showAuto')}
            />
          </Group>
        </Stack>
      </Paper>

      {result.isError && (result.isPlaceholderData || !result.data) ? (
        <QueryError
          title={t('time.views.loadFailedTitle')}
          error={result.error}
          fallback={t('time.views.loadFailed')}
          onRetry={() => void result.refetch()}
        />
      ) : !result.data ? (
        <Skeleton h={160} radius="md" aria-label={t('common.loading')} />
      ) : (
        <Stack gap="md" aria-busy={result.isPlaceholderData} opacity={result.isPlaceholderData ? 0.6 : 1}>
          <SimpleGrid cols={{ base: 1, xs: amount === null ? 1 : 2 }} spacing="sm">
            <Paper withBorder p="md" radius="md">
              <Text size="sm" c="dimmed">
                {t('time.views.calc.totalTime')}
              </Text>
              <Text
                fz={{ base: 26, sm: 32 }}
                fw={700}
                style={{ fontVariantNumeric: 'tabular-nums' }}
                data-testid="calculate-total"
              >
                {formatHm(total)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('time.views.calc.hours', { hours: formatAmount(total / 3_600_000, locale) })}
              </Text>
            </Paper>
            {amount !== null && (
              <Paper withBorder p="md" radius="md">
                <Text size="sm" c="dimmed">
                  {t('time.views.calc.amount')}
                </Text>
                <Text
                  fz={{ base: 26, sm: 32 }}
                  fw={700}
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                  data-testid="calculate-amount"
                >
                  {formatMoney(amount, locale, currency)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('time.views.calc.atRate', { rate: formatMoney(rate ?? 0, locale, currency) })}
                </Text>
              </Paper>
            )}
          </SimpleGrid>
          {total === 0 ? (
            <Paper withBorder p="xl" radius="md">
              <Stack align="center" gap="xs" ta="center">
                <IconCalculator size={40} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
                <Text fw={600}>{t('time.views.calc.empty')}</Text>
                <Text size="sm" c="dimmed" maw={420}>
                  {t('time.views.calc.emptyHelp')}
                </Text>
                <Button component={Link} to="/time-groups/list" variant="light" mt="xs">
                  {t('time.views.toGroups')}
                </Button>
              </Stack>
            </Paper>
          ) : (
            breakdown && (
              <BreakdownTable
                rows={breakdown}
                totalMs={total}
                rate={rate}
                currency={currency}
                locale={locale}
                nameHeader={groupId ? t('time.views.calc.subGroup') : t('time.views.calc.group')}
                caption={groupId ? t('time.views.calc.breakdownSub') : t('time.views.calc.breakdown')}
              />
            )
          )}
        </Stack>
      )}
    </Stack>
  );
}
