import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { daysBetween, isValidDate, monthStart } from '@ordna/contract/kernel/periods';
import { MAX_RANGE_DAYS, type TimeGraph } from '@ordna/contract/time';
import { useToday } from '../../../shared/clock';
import { usePreferences } from '../../../shared/use-preferences';
import { useSubGroups } from '../use-sub-groups';
import { useShallowGroups } from '../use-time-groups';
import { amountFor, currencyOf, loadHourlyRate, saveHourlyRate } from './amount';
import type { BreakdownRow } from './BreakdownTable';
import { useCalculate, useGraph } from './use-views';
import { localeOf } from './view-format';

/** The range in the address (`from`, `to`), or this month up to today when it is missing or bad. */
export function rangeOf(search: URLSearchParams, today: string): { from: string; to: string } {
  const fromParam = search.get('from');
  const toParam = search.get('to');
  const from = fromParam && isValidDate(fromParam) ? fromParam : monthStart(today);
  if (toParam && isValidDate(toParam) && toParam >= from) return { from, to: toParam };
  return { from, to: from > today ? from : today };
}

/** A group's time per sub group from the graph's per-day series, the chosen ones only (none: all). */
function perSubGroupRows(graph: Pick<TimeGraph, 'series'>, selected: readonly string[]): BreakdownRow[] {
  return graph.series
    .filter((series) => selected.length === 0 || selected.includes(series.key))
    .map((series) => ({
      _id: series.key,
      name: series.name,
      totalMs: series.values.reduce((sum, value) => sum + value, 0),
    }));
}

/** The hourly rate as typed and as a number; a negative one is said, and the last good one stays remembered. */
function useHourlyRate() {
  const { t } = useTranslation();
  const [rate, setRate] = useState<number | null>(() => loadHourlyRate());
  const [rateInput, setRateInput] = useState<number | string>(() => rate ?? '');
  const [rateError, setRateError] = useState<string | null>(null);
  const onRate = (value: number | string) => {
    setRateInput(value);
    const next = typeof value === 'number' && Number.isFinite(value) ? value : null;
    if (next !== null && next < 0) {
      setRateError(t('time.views.calc.rateNegative'));
      setRate(null);
      return;
    }
    setRateError(null);
    setRate(next);
    saveHourlyRate(next);
  };
  return { rate, rateInput, rateError, onRate };
}

/** The address's query as a setter of some of its keys (an empty value removes the key). */
function useSearchUpdate() {
  const [search, setSearch] = useSearchParams();
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
  return { search, update };
}

/**
 * Everything the calculate view shows and changes: the range and the chosen groups (kept in the
 * address), the hourly rate, the total and its breakdown. On a group's page (`groupId`) the
 * choices are its sub groups.
 */
export function useCalculateView(groupId: string | undefined) {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const { preferences, savePreferences } = usePreferences();
  const today = useToday(preferences.timeZone);
  const { search, update } = useSearchUpdate();
  const { from, to } = rangeOf(search, today);
  const chosen = (search.get('ids') ?? '').split(',').filter(Boolean);
  // A half-picked range lives only here until its second date is chosen.
  const [draft, setDraft] = useState<[string | null, string | null] | null>(null);
  const hourly = useHourlyRate();

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
  const subGroupGraph = perSubGroup.data && !perSubGroup.isPlaceholderData ? perSubGroup.data : null;
  const breakdown = groupId
    ? subGroupGraph && perSubGroupRows(subGroupGraph, selected)
    : (result.data?.perGroup ?? null);
  const total = result.data?.totalMs ?? 0;

  return {
    locale,
    currency: currencyOf(locale),
    today,
    from,
    to,
    draft,
    setDraft,
    setRange: (range: { from: string; to: string }) => {
      setDraft(null);
      update(range);
    },
    options,
    optionsPending,
    selected,
    choose: (ids: string[]) => update({ ids: ids.join(',') }),
    showAuto: preferences.showAuto,
    setShowAuto: (showAuto: boolean) => void savePreferences({ showAuto }),
    ...hourly,
    result,
    breakdown,
    total,
    amount: amountFor(total, hourly.rate),
  };
}

export type CalculateViewState = ReturnType<typeof useCalculateView>;
