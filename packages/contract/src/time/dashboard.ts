import { z } from 'zod';
import { timeStampAnswer } from './answers';

/**
 * The time area's dashboard sections (docs/adding-an-area.md, "Dashboard section"): the span's time
 * per group, and the journal, the latest stamps of the `journalGroup` preference's group with their
 * Markdown notes. Both cover the person's own groups. A day's timeline is not here: the card reads
 * the day's stamps as the timeline page does (GET /time-stamp?date), one cached copy for both.
 */

/** At most this many groups, most time first. */
export const DASHBOARD_TIME_GROUPS_MAX = 50;
/** The journal card shows the span's latest this many entries; the journal's group page has every one. */
export const DASHBOARD_JOURNAL_ENTRIES_MAX = 30;

export const timeDashboardSection = z.object({
  totalMs: z.number().nonnegative(),
  groups: z
    .array(z.object({ _id: z.string(), name: z.string(), ms: z.number().nonnegative() }))
    .max(DASHBOARD_TIME_GROUPS_MAX),
  /** Whether the span had more groups than shown. */
  more: z.boolean(),
});
export type TimeDashboardSection = z.infer<typeof timeDashboardSection>;

export const journalDashboardSection = z.object({
  /** The journal's time group, or null when the preference names none of the person's groups. */
  group: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The latest of the group's stamps that start in the span, oldest first among them. */
  entries: z.array(timeStampAnswer).max(DASHBOARD_JOURNAL_ENTRIES_MAX),
  /** Whether the span has older entries than these. */
  more: z.boolean(),
});
export type JournalDashboardSection = z.infer<typeof journalDashboardSection>;
