import { isValidDate } from '@ordna/contract/kernel/periods';
import type { DashboardView } from '@ordna/contract/dashboard/span';
import { matchPath } from 'react-router';

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

/** A day, week or month of the dashboard. */
export interface DashboardPlace {
  date: string;
  view: DashboardView;
}

/** The date and view a dashboard address names; null for an address of another page (or no real date or view). */
export function dashboardPlaceOf(pathname: string): DashboardPlace | null {
  const params = matchPath('/dashboard/:date/:view?', pathname)?.params;
  const view = viewOf(params?.view);
  return isDashboardDate(params?.date) && view ? { date: params.date, view } : null;
}

export const dashboardViews = VIEWS;
