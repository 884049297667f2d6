import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { IN_STOCKHOLM, signUpPeople } from '../../../testing/use-test-app.test-kit';
import { castBoundLimits } from '../../../db/sqlite-bound-limits';
import { insertStampRows, useTimeTestApp, timeClient, type TimeClient } from '../time.test-kit';
import { latestJournalStamps } from './journal.store';

/**
 * The dashboard's journal entries (`latestJournalStamps`): the latest few stamps of the journal's
 * group in the span, read backwards through the (userId, timeGroupId, startTime, id) index in the
 * order they are answered, so a month of a busy journal is neither read whole nor sorted.
 */
let me: TimeClient;
let journal: string;
const t = useTimeTestApp(async ({ app }) => {
  ({ me } = await signUpPeople(app, { me: IN_STOCKHOLM }, timeClient));
  journal = await me.group('Journal');
  const stamp = await me.stamp(journal, 'Morning pages', '2026-10-01T06:00:00Z', '2026-10-01T06:20:00Z');
  const work = await me.stamp(await me.group('Work'), 'Desk', '2026-10-01T08:00:00Z', '2026-10-01T09:00:00Z');
  // Enough stamps, in the journal and beside it, that each database plans as it would for a busy person.
  const rows = Array.from({ length: 4_000 }, (_, i) => {
    const like = i % 4 === 0 ? stamp : work;
    const startTime = Date.parse('2026-01-01T00:00:00Z') + i * 3_600_000;
    return {
      id: `plan${String(i).padStart(6, '0')}`,
      userId: me.user._id,
      timeGroupId: like.timeGroupId,
      subGroupId: like.subGroupId,
      startTime,
      endTime: startTime + 600_000,
      ended: 1,
      auto: 0,
      description: '',
    };
  });
  await insertStampRows(t, rows);
  if (t.dialect === 'postgres') await sql`analyze "timeStamps", "subGroups"`.execute(t.db);
});

const month = { start: Date.parse('2026-02-01T00:00:00Z'), end: Date.parse('2026-03-01T00:00:00Z') };
const entriesRead = () => latestJournalStamps(t.db, me.user._id, journal, month, 31);

describe('the dashboard journal’s entries', () => {
  it('are the latest 31 of the span, newest first', async () => {
    const rows = await entriesRead().execute();
    expect(rows).toHaveLength(31);
    expect(rows.every((row) => row.timeGroupId === journal && row.startTime >= month.start)).toBe(true);
    const starts = rows.map((row) => Number(row.startTime));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(starts[0]).toBeGreaterThan(month.end - 5 * 3_600_000);
  });

  it('SQLite reads them backwards through the group index, with no sort', async () => {
    if (t.dialect !== 'sqlite') return;
    // Planning needs no values: empty strings stand in for the parameters, the limit cast as the app prepares it.
    const literal = castBoundLimits(entriesRead().compile().sql).replaceAll('?', "''");
    const plan = (await sql<{ detail: string }>`explain query plan ${sql.raw(literal)}`.execute(t.db)).rows.map(
      (row) => row.detail,
    );
    expect(plan.some((detail) => detail.includes('INDEX time_stamps_group'))).toBe(true);
    expect(plan.filter((detail) => detail.includes('TEMP B-TREE'))).toEqual([]);
  });

  it('PostgreSQL reads them backwards through the group index under the limit, with no sort', async () => {
    if (t.dialect !== 'postgres') return;
    const statement = entriesRead().compile();
    const literals = statement.parameters.map((value) => (typeof value === 'string' ? `'${value}'` : String(value)));
    await t.db.connection().execute(async (connection) => {
      // The server sends it as a named statement, whose generic plan PostgreSQL keeps.
      await sql`set plan_cache_mode = force_generic_plan`.execute(connection);
      await sql.raw(`prepare journal_entries as ${statement.sql}`).execute(connection);
      const plan = await sql<{
        'QUERY PLAN': string;
      }>`${sql.raw(`explain execute journal_entries(${literals.join(', ')})`)}`
        .execute(connection)
        .finally(async () => {
          await sql`deallocate journal_entries`.execute(connection);
          await sql`reset plan_cache_mode`.execute(connection);
        });
      const lines = plan.rows.map((row) => row['QUERY PLAN']);
      expect(lines.join('\n')).toContain('Index Scan Backward using time_stamps_group');
      expect(lines.filter((line) => /(^|->\s*)Sort\b/.test(line.trim()))).toEqual([]);
    });
  });
});
