import { useMemo } from 'react';
import { periodWindows, type PeriodWindows } from '@ordna/contract/kernel/periods';
import type { TimeFilter, TimeSorting } from '@ordna/contract/auth';
import { usePreferences } from '../../shared/use-preferences';
import { useToday } from '../../shared/clock';

export interface TimeContext {
  timeZone: string;
  /** Today in the person's zone: the date every list's totals are asked for. */
  date: string;
  periods: PeriodWindows;
  /** The 'show auto' preference, passed to the API as `auto`. */
  auto: boolean;
  filter: TimeFilter;
  sorting: TimeSorting;
}

/** Everything the time lists read from the person's preferences, plus today and its windows. */
export function useTimeContext(): TimeContext {
  const { preferences } = usePreferences();
  const { timeZone, showAuto, timeFilter, timeSorting } = preferences;
  const date = useToday(timeZone);
  const periods = useMemo(() => periodWindows(date, timeZone), [date, timeZone]);
  return { timeZone, date, periods, auto: showAuto, filter: timeFilter, sorting: timeSorting };
}
