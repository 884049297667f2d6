import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import type { DashboardRange, DashboardSectionSource } from './dashboard-sections';
import { DashboardStatement } from './dashboard-statement';
import { dashboardClient } from './dashboard.test-kit';

let personId = '';
const t = useTestApp(async () => {
  const ann = dashboardClient(t.app, await signUp(t.app));
  personId = ann.user._id;
  await ann.group('Work');
  await ann.group('Home');
});

const groupsOf = (db: Db, range: DashboardRange) =>
  db.selectFrom('timeGroups').select(['id', 'name']).where('userId', '=', range.personId).orderBy('nameKey');

/** A section that lists what its read gives, as a dashboard section would. */
function section(id: string, reads: DashboardSectionSource<unknown>['reads']): DashboardSectionSource<unknown> {
  return { id, reads, shape: (rows) => rows };
}

const range = (): DashboardRange => ({
  personId,
  view: 'day',
  from: '2026-11-18',
  to: '2026-11-18',
  startMs: Date.UTC(2026, 10, 18),
  endMs: Date.UTC(2026, 10, 19),
  dayStarts: [Date.UTC(2026, 10, 18), Date.UTC(2026, 10, 19)],
  timeZone: 'UTC',
  now: Date.UTC(2026, 10, 18, 12),
  showAuto: true,
  journalGroup: null,
});

describe('the dashboard statement', () => {
  it('reads rows two sections ask for alike once, and hands each section its own reads', async () => {
    const statement = new DashboardStatement([
      section('a', (db, r) => ({ groups: groupsOf(db, r) })),
      section('b', (db, r) => ({
        sameGroups: groupsOf(db, r),
        work: groupsOf(db, r).where('name', '=', 'Work'),
      })),
    ]);
    for (let call = 0; call < 2; call++) {
      const rows = await statement.read(t.db, range());
      const a = rows.get('a')!;
      const b = rows.get('b')!;
      expect((a.groups as { name: string }[]).map((group) => group.name)).toEqual(['Home', 'Work']);
      // One column read and parsed once: both sections get that one list.
      expect(b.sameGroups).toBe(a.groups);
      expect((b.work as { name: string }[]).map((group) => group.name)).toEqual(['Work']);
    }
  });

  it('gives each read its rows as the read alone answers them, every column by its name', async () => {
    const read = (db: Db, r: DashboardRange) =>
      db
        .selectFrom('timeGroups')
        .select(['timeGroups.id', 'name', sql<number>`length(${sql.ref('name')})`.as('letters')])
        .select(sql<null>`null`.as('nothing'))
        .where('userId', '=', r.personId)
        .orderBy('nameKey');
    const statement = new DashboardStatement([section('a', (db, r) => ({ groups: read(db, r) }))]);
    const alone = await read(t.db, range()).execute();
    expect(alone).toHaveLength(2);
    expect((await statement.read(t.db, range())).get('a')!.groups).toEqual(
      alone.map((row) => ({ ...row, letters: Number(row.letters) })),
    );
  });
});
