import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clipToPeriods, localDate, PERIOD_KEYS, periodWindows } from '@ordna/contract/kernel/periods';
import type { SubGroupListEntry, TimeStamp } from '@ordna/contract/time';
import { signUp } from '../../../testing/test-app.test-kit';
import { rebuildRollups } from './rebuild-rollups';
import { expectKeptEqualsRebuilt, rollupSnapshot } from './rollup-snapshot.test-kit';
import { useTimeTestApp, HOUR, MINUTE, timeClient, type TimeClient } from '../time.test-kit';

/**
 * The rollups the writes keep must equal the rollups rebuilt from the stamps, after any sequence of
 * stamp operations through the API (around Stockholm's DST changes and midnights), and the list
 * totals must equal the stamps clipped to each window.
 */

const ZONE = 'Europe/Stockholm';
const BASES = [
  Date.parse('2026-03-28T20:00:00Z'),
  Date.parse('2026-10-24T20:00:00Z'),
  Date.parse('2026-11-30T20:00:00Z'),
];

const t = useTimeTestApp();

const snapshot = (userId: string) => rollupSnapshot(t.db, userId);

type Op =
  | { kind: 'record'; group: number; name: number; at: number; length: number }
  | { kind: 'start'; group: number; name: number; at: number }
  | { kind: 'end' | 'reopen' | 'delete'; pick: number }
  | { kind: 'edit'; pick: number; at: number; length: number }
  | { kind: 'moveStamp'; pick: number; target: number }
  | { kind: 'moveSubGroup'; pick: number; target: number }
  | { kind: 'deleteSubGroup'; pick: number }
  | { kind: 'wait'; ms: number };

const at = fc.integer({ min: 0, max: 3 * 24 * 60 }).map((minutes) => minutes * MINUTE);
const length = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 1, max: 30 * 60 }).map((m) => m * MINUTE),
);
const pick = fc.nat();
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('record' as const), group: fc.nat(2), name: fc.nat(3), at, length }),
    weight: 5,
  },
  { arbitrary: fc.record({ kind: fc.constant('start' as const), group: fc.nat(2), name: fc.nat(3), at }), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constantFrom('end' as const, 'reopen' as const, 'delete' as const), pick }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('edit' as const), pick, at, length }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('moveStamp' as const), pick, target: pick }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('moveSubGroup' as const), pick, target: pick }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('deleteSubGroup' as const), pick }), weight: 1 },
  {
    arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 1, max: 20 * HOUR }) }),
    weight: 1,
  },
);

type StampRow = { id: string; ended: number };
type SubGroupRow = { _id: string; timeGroupId: string };

/** Records, starts, ends, reopens, deletes or edits a stamp (the one picked, for all but the first two). */
async function writeStamp(
  me: TimeClient,
  o: Extract<Op, { kind: 'record' | 'start' | 'end' | 'reopen' | 'delete' | 'edit' }>,
  groups: string[],
  iso: (offset: number) => string,
  chosen: StampRow | null,
): Promise<void> {
  if (o.kind === 'record' || o.kind === 'start') {
    const endTime = o.kind === 'record' ? { endTime: iso(o.at + o.length) } : {};
    const startTime = iso(o.kind === 'record' ? o.at : o.at - 3 * 24 * HOUR);
    await me.post('/time-stamp', { timeGroupId: groups[o.group], name: `S${o.name}`, startTime, ...endTime });
    return;
  }
  if (!chosen) return;
  if (o.kind === 'delete') await me.del(`/time-stamp?timeStampId=${chosen.id}`);
  else if (o.kind === 'edit') {
    const endTime = chosen.ended ? iso(o.at + o.length) : undefined;
    await me.put('/time-stamp', { timeStampId: chosen.id, startTime: iso(o.at), endTime });
  } else await me.put('/time-stamp', { timeStampId: chosen.id, ended: o.kind === 'end' });
}

/** Moves the picked stamp to a sub group, moves one sub group into another, or deletes one. */
async function moveOrDeleteSubGroup(
  me: TimeClient,
  o: Extract<Op, { kind: 'moveStamp' | 'moveSubGroup' | 'deleteSubGroup' }>,
  list: SubGroupRow[],
  chosen: StampRow | null,
): Promise<void> {
  if (o.kind === 'moveStamp') {
    if (chosen && list.length > 0) {
      await me.put('/time-stamp', { timeStampId: chosen.id, subGroupId: list[o.target % list.length]!._id });
    }
  } else if (o.kind === 'moveSubGroup') {
    if (list.length > 1) {
      const from = list[o.pick % list.length]!;
      const to = list[(o.pick + 1 + (o.target % (list.length - 1))) % list.length]!;
      await me.put('/sub-group', { moveSubGroup: true, subGroupId: from._id, newSubGroupId: to._id });
    }
  } else if (list.length > 0) await me.del(`/sub-group?subGroupId=${list[o.pick % list.length]!._id}`);
}

async function run(me: TimeClient, groups: string[], base: number, ops: Op[]): Promise<void> {
  const iso = (offset: number) => new Date(base + offset).toISOString();
  const stamps = async () => {
    const rows = await t.db
      .selectFrom('timeStamps')
      .selectAll()
      .where('userId', '=', me.user._id)
      .orderBy('id')
      .execute();
    return rows;
  };
  const subGroups = async () =>
    (await me.get<SubGroupRow[]>('/sub-group')).data.sort((a, b) => a._id.localeCompare(b._id));
  for (const o of ops) {
    const all = await stamps();
    const chosen = 'pick' in o && all.length > 0 ? all[o.pick % all.length]! : null;
    if (o.kind === 'wait') t.clock.advance(o.ms);
    else if (o.kind === 'moveStamp' || o.kind === 'moveSubGroup' || o.kind === 'deleteSubGroup') {
      await moveOrDeleteSubGroup(me, o, await subGroups(), chosen);
    } else await writeStamp(me, o, groups, iso, chosen);
  }
}

describe('rollups', () => {
  it('kept by the writes equal the rollups rebuilt from the stamps, and the list equals the stamps', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...BASES), fc.array(op, { minLength: 5, maxLength: 35 }), async (base, ops) => {
        runs++;
        t.clock.now = base + 2 * 24 * HOUR;
        const me = timeClient(t.app, await signUp(t.app, { timeZone: ZONE }));
        const groups = [await me.group('A'), await me.group('B'), await me.group('C')];
        await run(me, groups, base, ops);

        await expectKeptEqualsRebuilt(t.db, me.user._id, ZONE);

        // The list against the oracle: every stamp clipped to the windows of the date asked.
        const now = t.clock.now;
        const stamps = await t.db.selectFrom('timeStamps').selectAll().where('userId', '=', me.user._id).execute();
        for (const date of [localDate(now, ZONE), localDate(base, ZONE), localDate(base + 24 * HOUR, ZONE)]) {
          const windows = periodWindows(date, ZONE);
          const expectedOf = (own: typeof stamps, key: (typeof PERIOD_KEYS)[number]) =>
            own.reduce((sum, s) => {
              const end = s.ended ? s.endTime! : Math.max(now, s.startTime);
              return sum + clipToPeriods(s.startTime, end, windows)[key];
            }, 0);
          // The group list, summed per time group in SQL, against the same oracle.
          for (const entry of await me.list(date)) {
            const own = stamps.filter((s) => s.timeGroupId === entry._id);
            expect(entry.usage).toBe(own.length);
            for (const key of PERIOD_KEYS)
              expect(entry[key], `${key} of group ${entry.name} on ${date}`).toBe(expectedOf(own, key));
          }
          for (const group of groups) {
            const url = `/time-group?timeGroupId=${group}&date=${date}`;
            const entries = (await me.get<{ subGroups: SubGroupListEntry[] }>(url)).data.subGroups;
            for (const entry of entries) {
              const own = stamps.filter((s) => s.subGroupId === entry._id);
              expect(entry.usage).toBe(own.length);
              for (const key of PERIOD_KEYS) {
                expect(entry[key], `${key} of ${entry.name} on ${date}`).toBe(expectedOf(own, key));
              }
            }
          }
        }
      }),
      { numRuns: 12 },
    );
    expect(runs).toBe(12);
  });

  it('are rebuilt for a new time zone', async () => {
    t.clock.set('2026-11-18T12:00:00Z');
    const me = timeClient(t.app, await signUp(t.app, { timeZone: 'UTC' }));
    const group = await me.group('Zone');
    const stamp: TimeStamp = await me.stamp(group, 'Late', '2026-11-17T23:30:00Z', '2026-11-18T00:30:00Z');
    expect((await snapshot(me.user._id)).days.map((d) => [d.day, d.ms])).toEqual([
      ['2026-11-17', 30 * MINUTE],
      ['2026-11-18', 30 * MINUTE],
    ]);
    await rebuildRollups(t.db, me.user._id, 'Europe/Stockholm');
    expect((await snapshot(me.user._id)).days.map((d) => [d.day, d.ms, d.count])).toEqual([['2026-11-18', HOUR, 1]]);
    expect(stamp.durationInMs).toBe(HOUR);
  });

  it('are re-cut when the person changes time zone in their preferences', async () => {
    t.clock.set('2026-11-18T12:00:00Z');
    const me = timeClient(t.app, await signUp(t.app, { timeZone: 'UTC' }));
    const group = await me.group('Moving');
    await me.stamp(group, 'Late', '2026-11-17T23:30:00Z', '2026-11-18T00:30:00Z');
    expect((await me.list('2026-11-17'))[0]?.today).toBe(30 * MINUTE);
    const saved = await me.put(`/auth/user/${me.user._id}`, { preferences: { timeZone: 'Europe/Stockholm' } });
    expect(saved.status).toBe(200);
    // In Stockholm (UTC+1) the whole hour falls on the 18th.
    expect((await me.list('2026-11-17'))[0]?.today ?? 0).toBe(0);
    expect((await me.list('2026-11-18'))[0]?.today).toBe(HOUR);
    expect((await snapshot(me.user._id)).days.map((d) => [d.day, d.ms])).toEqual([['2026-11-18', HOUR]]);
  });
});
