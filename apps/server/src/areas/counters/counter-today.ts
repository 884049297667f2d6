import { dayWindow, localDate, type Window } from '@ordna/contract/kernel/periods';
import type { Db } from '../../db/database';
import { preferencesOf, type Person } from '../auth/public';
import { sumsInWindow } from './counter-changes.store';

/**
 * "Today" for a counter is the person's day in their own time zone, also for a counter shared
 * with them by someone elsewhere: each person's goal is reached in the day they live.
 */

export interface PersonDay {
  date: string;
  timeZone: string;
  window: Window;
}

/** The person's day: `person` the request's signed-in person on reads (preferences read with the session). */
export async function personDay(db: Db, person: Person, now: number): Promise<PersonDay> {
  const { timeZone } = await preferencesOf(db, person);
  const date = localDate(now, timeZone);
  return { date, timeZone, window: dayWindow(date, timeZone) };
}

/** The sum of today's changes per counter, in whole thousandths (absent means none). */
export async function todaySums(
  db: Db,
  person: Person,
  now: number,
  counters: readonly { id: string; userId: string }[],
): Promise<Map<string, number>> {
  if (counters.length === 0) return new Map();
  const { window } = await personDay(db, person, now);
  return sumsInWindow(db, counters, window);
}

/** Today's sums of one owner's counters (one group's), as the reader's day has it. */
export function todaySumsOfOwner(
  db: Db,
  person: Person,
  now: number,
  ownerId: string,
  counters: readonly { id: string }[],
): Promise<Map<string, number>> {
  return todaySums(
    db,
    person,
    now,
    counters.map((row) => ({ id: row.id, userId: ownerId })),
  );
}
