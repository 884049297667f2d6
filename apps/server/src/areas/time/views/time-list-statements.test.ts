import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimeListEntry } from '@ordna/contract/time';
import { createCountingTestApp, type StatementCounter } from '../../../testing/statement-count.test-kit';
import { signUp, type TestApp } from '../../../testing/test-app.test-kit';
import { timeClient, type TimeClient } from '../time.test-kit';
import { groupListRows } from './group-list-queries';

/**
 * The time-group list, the hottest read, in a fixed number of statements however many groups:
 * the person's preferences, then groups, tags and figures in one (and on PostgreSQL the session).
 */
const STATEMENTS_MAX = 3;

let t: TestApp & { statements: StatementCounter };
let ann: TimeClient;

beforeAll(async () => {
  t = await createCountingTestApp();
  t.clock.set('2026-11-18T12:00:00Z');
  ann = timeClient(t.app, await signUp(t.app, { timeZone: 'Europe/Stockholm' }));
  const bob = timeClient(t.app, await signUp(t.app, { timeZone: 'Europe/Stockholm' }));
  for (const name of ['Work', 'Gym', 'Reading']) {
    const group = await ann.group(name);
    await ann.stamp(group, 'Session', '2026-11-18T08:00:00Z', '2026-11-18T09:00:00Z');
  }
  await ann.stamp(await ann.group('Running now'), 'Ongoing', '2026-11-18T11:00:00Z');
  const shared = await bob.group('Shared');
  await bob.stamp(shared, 'Theirs', '2026-11-18T07:00:00Z', '2026-11-18T08:00:00Z');
  expect(
    (await bob.post('/share', { kind: 'timeGroup', id: shared, username: ann.user.username, role: 'viewer' })).status,
  ).toBe(201);
});
afterAll(() => t.close());

describe('what the time-group list costs the database', () => {
  it('reads own and shared groups with their figures in at most a few statements', async () => {
    const list = () => ann.get<TimeListEntry[]>('/time-group?date=2026-11-18');
    const first = await list();
    expect(first.data.map((entry) => entry.name).sort()).toEqual(['Gym', 'Reading', 'Running now', 'Shared', 'Work']);
    let answer: Awaited<ReturnType<typeof list>> | undefined;
    const statements = await t.statements.during(async () => {
      answer = await list();
    });
    expect(answer!.data).toEqual(first.data);
    expect(statements).toBeLessThanOrEqual(STATEMENTS_MAX);
  });
});

describe('how SQLite runs the time-group list', () => {
  const planOf = async (text: string) => {
    // Planning needs no values: empty strings stand in for the parameters.
    const plan = await sql<{ detail: string }>`explain query plan ${sql.raw(text.replaceAll('?', "''"))}`.execute(t.db);
    return plan.rows.map((row) => row.detail);
  };

  it.each([false, true])(
    "reads each window of own figures from the time groups' rollups in index order (automatic stamps: %s)",
    async (includeAuto) => {
      if (t.dialect !== 'sqlite') return;
      const groupList = groupListRows.sqlOf(t.db, String(includeAuto), 7);
      // The figures of groups shared with the person come after the own ones: few rows, read through the share table.
      const ownFigures = groupList.slice(
        groupList.indexOf(' as "tags"'),
        groupList.lastIndexOf(', (select', groupList.indexOf(' as "weeksShared"')),
      );
      expect(ownFigures).toContain('as "running"');
      const plan = await planOf(`select ${ownFigures.slice(' as "tags", '.length)}`);
      // No temporary B-tree (sorting or grouping) and the four windows through the covering index.
      expect(plan.filter((detail) => detail.includes('TEMP B-TREE'))).toEqual([]);
      expect(plan.filter((detail) => detail.includes('COVERING INDEX time_group_totals_user'))).toHaveLength(4);
    },
  );
});
