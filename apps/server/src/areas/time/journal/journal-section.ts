import { DASHBOARD_JOURNAL_ENTRIES_MAX, type JournalDashboardSection } from '@ordna/contract/time/dashboard';
import { localDate } from '@ordna/contract/kernel/periods';
import type { Db } from '../../../db/database';
import type { DashboardRange, DashboardSectionSource } from '../../dashboard/public';
import { preferencesOf } from '../../auth/public';
import { findGroup } from '../groups/time-groups.store';
import { toTimeStamp } from '../views/time-entries';
import { journalNoteStarts, journalStamps } from './journal.store';

/** The journal's group: the `journalGroup` preference, when it names one of the person's own groups. */
async function journalGroupOf(db: Db, personId: string): Promise<{ id: string; name: string } | null> {
  const { journalGroup } = await preferencesOf(db, personId);
  if (!journalGroup) return null;
  return (await findGroup(db, personId, journalGroup)) ?? null;
}

/**
 * The journal on the dashboard: the stamps of the journal's group that start in the span, each
 * with its Markdown note (the stamp's description); what counts as written is a stamp with a note.
 */
export function journalDashboardSection(clock: () => number): DashboardSectionSource<JournalDashboardSection> {
  return {
    id: 'journal',
    async load(db: Db, range: DashboardRange) {
      const group = await journalGroupOf(db, range.personId);
      if (!group) return { group: null, entries: [], more: false };
      const window = { start: range.startMs, end: range.endMs };
      const rows = await journalStamps(db, range.personId, group.id, window, DASHBOARD_JOURNAL_ENTRIES_MAX + 1);
      const now = clock();
      return {
        group: { _id: group.id, name: group.name },
        entries: rows.slice(0, DASHBOARD_JOURNAL_ENTRIES_MAX).map((row) => toTimeStamp(row, range.timeZone, now)),
        more: rows.length > DASHBOARD_JOURNAL_ENTRIES_MAX,
      };
    },
    async writtenPerDay(db: Db, range: DashboardRange) {
      const group = await journalGroupOf(db, range.personId);
      if (!group) return {};
      const rows = await journalNoteStarts(db, range.personId, group.id, { start: range.startMs, end: range.endMs });
      const perDay: Record<string, number> = {};
      for (const { startTime } of rows) {
        const day = localDate(Number(startTime), range.timeZone);
        perDay[day] = (perDay[day] ?? 0) + 1;
      }
      return perDay;
    },
  };
}
