import { addDays, addMonths, monthStart, weekStart } from '../kernel/periods';

/** The dashboard's views; kept free of zod so the web's pages can step through dates cheaply. */
export type DashboardView = 'day' | 'week' | 'month';

/** The dates a view of a date covers, both included: the day, its Monday-to-Sunday week, or its month. */
export function dashboardSpan(date: string, view: DashboardView): { from: string; to: string } {
  if (view === 'week') {
    const from = weekStart(date);
    return { from, to: addDays(from, 6) };
  }
  if (view === 'month') return { from: monthStart(date), to: addDays(addMonths(date, 1), -1) };
  return { from: date, to: date };
}

/** The date one view earlier (`step` −1) or later (+1): a day, a week, or the same day of a month, clamped. */
export function stepDashboardDate(date: string, view: DashboardView, step: -1 | 1): string {
  if (view === 'day') return addDays(date, step);
  if (view === 'week') return addDays(date, 7 * step);
  const first = addMonths(date, step);
  const last = addDays(addMonths(first, 1), -1);
  const day = `${first.slice(0, 8)}${date.slice(8)}`;
  return day > last ? last : day;
}
