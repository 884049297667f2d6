import { z } from 'zod';
import { timeStampAnswer } from './answers';

/**
 * The time area's dashboard sections (docs/adding-an-area.md, "Dashboard section"): the span's time
 * per group with a day's timeline, and the journal, the stamps of the `journalGroup` preference's
 * group with their Markdown notes. Both cover the person's own groups.
 */

/** At most this many groups, most time first; and this many stamps on a day's timeline. */
export const DASHBOARD_TIME_GROUPS_MAX = 50;
export const DASHBOARD_TIMELINE_STAMPS_MAX = 300;
/** At most this many journal entries per answer (a month of several a day). */
export const DASHBOARD_JOURNAL_ENTRIES_MAX = 200;

export const timeDashboardSection = z.object({
  totalMs: z.number().nonnegative(),
  groups: z
    .array(z.object({ _id: z.string(), name: z.string(), ms: z.number().nonnegative() }))
    .max(DASHBOARD_TIME_GROUPS_MAX),
  /** A day's stamps, in order of start, for its timeline; empty for a week or a month. */
  stamps: z.array(timeStampAnswer).max(DASHBOARD_TIMELINE_STAMPS_MAX),
  /** Whether the span had more groups or stamps than shown. */
  more: z.boolean(),
});
export type TimeDashboardSection = z.infer<typeof timeDashboardSection>;

export const journalDashboardSection = z.object({
  /** The journal's time group, or null when the preference names none of the person's groups. */
  group: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The group's stamps that start in the span, oldest first. */
  entries: z.array(timeStampAnswer).max(DASHBOARD_JOURNAL_ENTRIES_MAX),
  more: z.boolean(),
});
export type JournalDashboardSection = z.infer<typeof journalDashboardSection>;
