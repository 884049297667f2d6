import { z } from 'zod';
import { refusalMessage } from '../kernel/refusals';
import { isValidDate } from '../kernel/periods';
import { dashboardRefusals } from './refusals';
import type { DashboardView } from './span';
import { notesDashboardSection, questionsDashboardSection } from '../notes/dashboard';
import { countersDashboardSection } from '../counters/dashboard';
import { shoppingDashboardSection } from '../shopping/dashboard';
import { storageDashboardSection } from '../storage/dashboard';
import { journalDashboardSection, timeDashboardSection } from '../time/dashboard';

/**
 * The dashboard (docs/adding-an-area.md, "Dashboard section"): one call answers a day, a week or a
 * month with the tracked and written amount per day and one section per area that plugs in. An area
 * adds its section schema (`<area>-dashboard.ts`) as one optional key of `dashboardSections`.
 */

export * from './span';

export const DASHBOARD_VIEWS = ['day', 'week', 'month'] as const satisfies readonly DashboardView[];

/** The first and last dates the dashboard shows: instants are bounded to 1970–2099. */
export const DASHBOARD_FIRST_DATE = '1970-01-01';
export const DASHBOARD_LAST_DATE = '2099-12-31';
/** The longest span one answer covers: a month. */
export const DASHBOARD_DAYS_MAX = 31;

const dateMessage = refusalMessage(dashboardRefusals.dateRequired);
export const dashboardDate = z
  .string(dateMessage)
  .max(10, dateMessage)
  .refine(isValidDate, dateMessage)
  .refine(
    (date) => date >= DASHBOARD_FIRST_DATE && date <= DASHBOARD_LAST_DATE,
    refusalMessage(dashboardRefusals.dateOutOfRange),
  );

export const dashboardQuery = z.object({
  date: dashboardDate,
  view: z.enum(DASHBOARD_VIEWS, refusalMessage(dashboardRefusals.viewUnknown)).default('day'),
});
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** One day of the span: time tracked in the person's own groups and things written that day. */
export const dashboardDay = z.object({
  date: z.string(),
  trackedMs: z.number().int().nonnegative(),
  written: z.number().int().nonnegative(),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

/** Every area's section, by its id; an area that has nothing to say leaves its key out. */
export const dashboardSections = z.object({
  time: timeDashboardSection.optional(),
  journal: journalDashboardSection.optional(),
  notes: notesDashboardSection.optional(),
  questions: questionsDashboardSection.optional(),
  counters: countersDashboardSection.optional(),
  shopping: shoppingDashboardSection.optional(),
  storage: storageDashboardSection.optional(),
});
export type DashboardSections = z.infer<typeof dashboardSections>;

export const dashboardAnswer = z.object({
  date: z.string(),
  view: z.enum(DASHBOARD_VIEWS),
  from: z.string(),
  to: z.string(),
  days: z.array(dashboardDay).max(DASHBOARD_DAYS_MAX),
  sections: dashboardSections,
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;
