import { useEffect, useState } from 'react';
import { usePreferences } from '../../../app/use-preferences';
import { localDate } from '@ordna/contract/periods';

/**
 * "Now" in epoch ms, refreshed every `intervalMs` while `live` (the timeline moves its running
 * stamps and now line twice a minute: a pixel of a day is over a minute, so that is smooth enough).
 */
export function useClock(intervalMs: number, live = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!live) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') setNow(Date.now());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [intervalMs, live]);
  return now;
}

/** The person's time zone (a preference) and today's date there. */
export function useToday(now = Date.now()): { timeZone: string; today: string } {
  const { preferences } = usePreferences();
  const timeZone = preferences.timeZone;
  return { timeZone, today: localDate(now, timeZone) };
}
