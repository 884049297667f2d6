import { DASHBOARD_JOURNAL_ENTRIES_MAX, type JournalDashboardSection } from '@ordna/contract/time/dashboard';
import { localDate } from '@ordna/contract/kernel/periods';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { DashboardRange, DashboardSectionSource } from '../../dashboard/public';
import type { NamedStampRow } from '../stamps/time-stamps.store';
import { toTimeStamp } from '../views/time-entries';
import { journalStampRows, latestJournalStamps } from './journal.store';

interface JournalRows extends Record<string, object> {
  group: { id: string; name: string };
  entries: NamedStampRow;
  noted: { startTime: number };
}

/**
 * The journal's group is the `journalGroup` preference when it names one of the person's own
 * groups; without the preference the reads find nothing at once.
 */
function reads(db: Db, range: DashboardRange) {
  const groupId = range.journalGroup ?? '';
  const window = { start: range.startMs, end: range.endMs };
  return {
    group: db
      .selectFrom('timeGroups')
      .select(['id', 'name'])
      .where('userId', '=', range.personId)
      .where('id', '=', groupId),
    entries: latestJournalStamps(db, range.personId, groupId, window, DASHBOARD_JOURNAL_ENTRIES_MAX + 1),
    // Written as the partial index `time_stamps_noted` names it, so it is read from that alone.
    noted: journalStampRows(db, range.personId, groupId, window)
      .select('timeStamps.startTime')
      .where('timeStamps.description', '!=', sql.lit('')),
  };
}

/**
 * The journal on the dashboard: the latest stamps of the journal's group that start in the span
 * (oldest first among them; `more` when the span has older ones), each with its Markdown note (the stamp's description); what counts as written is a stamp with a note.
 */
export const journalDashboardSection: DashboardSectionSource<JournalDashboardSection, JournalRows> = {
  id: 'journal',
  reads,
  shape(rows, range) {
    const group = rows.group[0];
    if (!group) return { group: null, entries: [], more: false };
    // Read newest first to stop at the latest; shown oldest first, so a new entry comes last.
    const entries = rows.entries.slice(0, DASHBOARD_JOURNAL_ENTRIES_MAX).reverse();
    return {
      group: { _id: group.id, name: group.name },
      entries: entries.map((row) => toTimeStamp(row, range.timeZone, range.now)),
      more: rows.entries.length > DASHBOARD_JOURNAL_ENTRIES_MAX,
    };
  },
  writtenPerDay(rows, range) {
    if (rows.group.length === 0) return {};
    const perDay: Record<string, number> = {};
    for (const { startTime } of rows.noted) {
      const day = localDate(Number(startTime), range.timeZone);
      perDay[day] = (perDay[day] ?? 0) + 1;
    }
    return perDay;
  },
};
