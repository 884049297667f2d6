import { isValidDate } from '@ordna/contract/kernel/periods';
import type { DashboardView } from '@ordna/contract/dashboard/span';

const VIEWS: readonly DashboardView[] = ['day', 'week', 'month'];
/** The dates the dashboard shows; the API refuses others. */
const FIRST = '1970-01-01';
const LAST = '2099-12-31';

/** The dashboard's address for a date and view; a day is `/dashboard/<date>`, the shortest. */
export function dashboardPath(date: string, view: DashboardView = 'day'): string {
  return view === 'day' ? `/dashboard/${date}` : `/dashboard/${date}/${view}`;
}

/** Whether the dashboard shows this date (a real date between 1970 and 2099). */
export function isDashboardDate(date: string | undefined): date is string {
  return date !== undefined && isValidDate(date) && date >= FIRST && date <= LAST;
}

/** The view an address names: day when it names none, null when it names one there is not. */
export function viewOf(param: string | undefined): DashboardView | null {
  if (param === undefined) return 'day';
  return VIEWS.find((view) => view === param) ?? null;
}

export const dashboardViews = VIEWS;
