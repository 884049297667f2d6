import { COUNTER_PERIODS_PAGE } from './limits';
import type { CounterPeriod } from './index';
import { addDays, addMonths, daysBetween, monthStart, weekStart } from '../kernel/periods';

/**
 * The days, weeks (Monday first) and months of a counter's totals, newest first: index 0 holds
 * `today`, index i lies i periods before it. Pages cut that list in COUNTER_PERIODS_PAGE pieces.
 */

export interface PeriodDates {
  from: string;
  to: string;
}

/** The period `back` periods before the one that holds `today`. */
export function periodBack(period: CounterPeriod, today: string, back: number): PeriodDates {
  if (period === 'day') {
    const day = addDays(today, -back);
    return { from: day, to: day };
  }
  if (period === 'week') {
    const from = addDays(weekStart(today), -7 * back);
    return { from, to: addDays(from, 6) };
  }
  const from = addMonths(today, -back);
  return { from, to: addDays(addMonths(from, 1), -1) };
}

/** How many periods back from `today` the one holding `date` is (0 for today's; never negative). */
export function periodsBack(period: CounterPeriod, today: string, date: string): number {
  if (date >= today) return 0;
  if (period === 'day') return daysBetween(date, today);
  if (period === 'week') return daysBetween(weekStart(date), weekStart(today)) / 7;
  const [ty, tm] = monthStart(today).split('-').map(Number) as [number, number];
  const [dy, dm] = monthStart(date).split('-').map(Number) as [number, number];
  return (ty - dy) * 12 + (tm - dm);
}

/** One page of periods, newest first, and how many pages reach back to the period of `first`. */
export function periodPage(
  period: CounterPeriod,
  today: string,
  first: string,
  pageNumber: number,
): { periods: PeriodDates[]; totalPages: number } {
  const size = COUNTER_PERIODS_PAGE[period];
  const count = periodsBack(period, today, first) + 1;
  const totalPages = Math.ceil(count / size);
  const start = (pageNumber - 1) * size;
  const end = Math.min(count, start + size);
  const periods: PeriodDates[] = [];
  for (let back = start; back < end; back++) periods.push(periodBack(period, today, back));
  return { periods, totalPages };
}
