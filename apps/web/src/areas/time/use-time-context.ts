import { useMemo, useSyncExternalStore } from 'react';
import { localDate, periodWindows, type PeriodWindows } from '@ordna/contract/periods';
import type { TimeFilter, TimeSorting } from '@ordna/contract/auth';
import { usePreferences } from '../../app/use-preferences';

// Today's date only changes at midnight; a check every 30 s is plenty and costs nothing.
const dayListeners = new Set<() => void>();
let dayTimer: ReturnType<typeof setInterval> | undefined;

function subscribeToDay(listener: () => void): () => void {
  dayListeners.add(listener);
  dayTimer ??= setInterval(() => dayListeners.forEach((notify) => notify()), 30_000);
  return () => {
    dayListeners.delete(listener);
    if (!dayListeners.size) {
      clearInterval(dayTimer);
      dayTimer = undefined;
    }
  };
}

/** Today's date in the zone, re-rendering when it turns midnight there. */
export function useToday(timeZone: string): string {
  const today = () => localDate(Date.now(), timeZone);
  return useSyncExternalStore(subscribeToDay, today, today);
}

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
