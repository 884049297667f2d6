import { localDate } from '@ordna/contract/periods';
import type { Db } from '../../../db/database';
import { dayTimesInRange } from './range-totals';

export interface TrackedSpan {
  personId: string;
  from: string;
  to: string;
  timeZone: string;
}

/**
 * Milliseconds tracked per local day in the person's own groups (YYYY-MM-DD → ms): the day rollups
 * plus running stamps up to now. Shared groups stay on their owner's days (docs/architecture.md, "Sharing").
 */
export async function trackedMsPerDay(
  db: Db,
  span: TrackedSpan,
  options: { now: number; includeAuto: boolean },
): Promise<Record<string, number>> {
  const person = {
    userId: span.personId,
    timeZone: span.timeZone,
    showAuto: options.includeAuto,
    now: options.now,
    today: localDate(options.now, span.timeZone),
  };
  const times = await dayTimesInRange(db, person, { from: span.from, to: span.to, includeAuto: options.includeAuto });
  const perDay: Record<string, number> = {};
  for (const time of times) perDay[time.day] = (perDay[time.day] ?? 0) + time.ms;
  return perDay;
}
