import { Group, Paper, SegmentedControl, Skeleton, Stack, Switch, Text, VisuallyHidden } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isValidDate } from '@ordna/contract/kernel/periods';
import type { GraphBy } from '@ordna/contract/time';
import { usePreferences } from '../../../shared/use-preferences';
import { formatHm } from '../../../shared/duration';
import { formatHourTick, hourTicks, tallestBar } from './hour-ticks';
import { graphRange, shiftAnchor, toGraphData, type GraphPeriod } from './graph-range';
import { colorSlots, paletteClass, seriesColor } from './palette';
import { PeriodNav } from './PeriodNav';
import { useToday } from '../../../shared/clock';
import { useShallowGroups } from '../use-time-groups';
import { useSubGroups } from '../use-sub-groups';
import { useGraph } from './use-views';
import { formatBarLabel, formatBarTitle, formatRangeLabel, localeOf } from './view-format';
import { QueryError } from '../../../shared/QueryStates';
import { ViewPage } from './ViewPage';
import { StackedBarChart } from './StackedBarChart';
import { NothingTracked } from './NothingTracked';

const PERIODS: GraphPeriod[] = ['day', 'week', 'month', 'total'];
const HOUR_MS = 3_600_000;

/** Time per day (or month) across the chosen period, stacked per group, sub group or tag. */
export default function GraphPage() {
  const { groupId } = useParams();
  return (
    <ViewPage groupId={groupId}>
      <GraphView groupId={groupId} />
    </ViewPage>
  );
}

/** The graph's date and grouping from the address: today and the first grouping when missing or bad. */
function graphParams(search: URLSearchParams, today: string, groupId: string | undefined) {
  const dateParam = search.get('date');
  const byOptions: GraphBy[] = groupId ? ['subGroup', 'tag'] : ['group', 'tag'];
  const byParam = search.get('by') as GraphBy | null;
  return {
    anchor: dateParam && isValidDate(dateParam) ? dateParam : today,
    byOptions,
    by: byParam && byOptions.includes(byParam) ? byParam : byOptions[0]!,
  };
}

function GraphView({ groupId }: { groupId?: string }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const { preferences, savePreferences } = usePreferences();
  const period = preferences.timeFilter;
  const today = useToday(preferences.timeZone);
  const [search, setSearch] = useSearchParams();
  const { anchor, byOptions, by } = graphParams(search, today, groupId);
  const range = graphRange(period, anchor);
  const graph = useGraph({ ...range, period, by }, { by, timeGroupId: groupId, auto: preferences.showAuto });

  const setParam = (key: string, value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const goTo = (date: string) => setParam('date', date >= today ? null : date);

  const answer = graph.data;
  // While another period loads, the previous answer stays, drawn as the period it was for.
  const shown = answer?.meta.period ?? period;
  const data = useMemo(() => (answer ? toGraphData(answer.meta, answer.days, answer.series) : null), [answer]);
  // Colours follow names, not ranks, so a group keeps its colour from period to period (and
  // matches the timeline); tags, which have no list here, go by the answer's names.
  const groups = useShallowGroups();
  const subGroups = useSubGroups({ enabled: Boolean(groupId) });
  const shownBy = answer?.meta.by ?? by;
  const slotOf = useMemo(() => {
    const named = (entries: { _id: string; name: string }[]) =>
      entries.map((entry) => ({ key: entry._id, name: entry.name }));
    if (shownBy === 'group') return colorSlots(named(groups.data ?? []), locale);
    if (shownBy === 'subGroup') {
      return colorSlots(named((subGroups.data ?? []).filter((entry) => entry.timeGroupId === groupId)), locale);
    }
    return colorSlots(answer?.series ?? [], locale);
  }, [answer, shownBy, groups.data, subGroups.data, groupId, locale]);
  // Nice y-axis steps (whole hours, or halves/quarters for short bars) up to the tallest bar.
  const yTicks = useMemo(
    () => hourTicks(tallestBar(data?.rows ?? [], data?.series.map((entry) => entry.dataKey) ?? [])),
    [data],
  );
  const chartSeries = (data?.series ?? []).map((entry) => ({
    name: entry.dataKey,
    label: entry.name,
    color: seriesColor(slotOf(entry.key)),
  }));

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            value={period}
            onChange={(value) => void savePreferences({ timeFilter: value as GraphPeriod })}
            data={PERIODS.map((value) => ({ value, label: t(`time.views.chart.period.${value}`) }))}
            aria-label={t('time.views.chart.periodLabel')}
          />
          <SegmentedControl
            value={by}
            onChange={(value) => setParam('by', value === byOptions[0] ? null : value)}
            data={byOptions.map((value) => ({ value, label: t(`time.views.chart.by.${value}`) }))}
            aria-label={t('time.views.chart.byLabel')}
          />
        </Group>
        <Switch
          checked={preferences.showAuto}
          onChange={(event) => void savePreferences({ showAuto: event.currentTarget.checked })}
          label={t('time.views.showAuto')}
        />
      </Group>
      <PeriodNav
        label={formatRangeLabel(period, range, locale)}
        previousLabel={t('time.views.chart.previous')}
        nextLabel={t('time.views.chart.next')}
        onPrevious={() => goTo(shiftAnchor(period, anchor, -1))}
        onNext={() => goTo(shiftAnchor(period, anchor, 1))}
        onToday={() => goTo(today)}
        nextDisabled={range.to >= today}
        todayDisabled={range.from <= today && today <= range.to}
      />
      <Text size="sm" c="dimmed">
        {t(`time.views.chart.describe.${period}`)}
      </Text>
      {graph.isError && (graph.isPlaceholderData || !graph.data) ? (
        <QueryError
          title={t('time.views.loadFailedTitle')}
          error={graph.error}
          fallback={t('time.views.loadFailed')}
          onRetry={() => void graph.refetch()}
        />
      ) : !data ? (
        <Skeleton h={340} radius="md" aria-label={t('common.loading')} />
      ) : data.series.length === 0 ? (
        <NothingTracked
          icon={IconChartBar}
          title={t('time.views.chart.empty')}
          help={t('time.views.chart.emptyHelp')}
        />
      ) : (
        <Paper
          withBorder
          p={{ base: 'xs', sm: 'md' }}
          radius="md"
          className={paletteClass}
          aria-busy={graph.isPlaceholderData}
          style={{ opacity: graph.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          <Text size="sm" mb="sm" c={shownBy === 'tag' ? 'dimmed' : undefined}>
            {shownBy === 'tag'
              ? t('time.views.chart.tagNote')
              : t('time.views.chart.total', { time: formatHm(data.totalMs) })}
          </Text>
          <StackedBarChart
            height={340}
            rows={data.rows}
            series={chartSeries}
            yTicks={yTicks}
            yLabel={t('time.views.chart.hours')}
            formatTick={formatHourTick}
            formatLabel={(label) => formatBarLabel(label, shown, locale)}
            formatTitle={(label) => formatBarTitle(label, shown, locale)}
            formatValue={(hours) => formatHm(hours * HOUR_MS)}
          />
          <VisuallyHidden>
            <GraphTable rows={data.rows} series={data.series} period={shown} locale={locale} />
          </VisuallyHidden>
        </Paper>
      )}
    </Stack>
  );
}

/** The bars as a table for screen readers: one line per bar with time per series. */
function GraphTable({
  rows,
  series,
  period,
  locale,
}: {
  rows: Array<Record<string, number | string>>;
  series: Array<{ dataKey: string; name: string }>;
  period: GraphPeriod;
  locale: string;
}) {
  const { t } = useTranslation();
  return (
    <table>
      <caption>{t('time.views.chart.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('time.views.chart.when')}</th>
          {series.map((entry) => (
            <th scope="col" key={entry.dataKey}>
              {entry.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row.label)}>
            <th scope="row">{formatBarTitle(String(row.label), period, locale)}</th>
            {series.map((entry) => (
              <td key={entry.dataKey}>{formatHm(Number(row[entry.dataKey] ?? 0) * HOUR_MS)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
