import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clipToPeriods, PERIOD_KEYS, periodWindows, type PeriodWindows } from '../kernel/periods';
import type { TimeListEntry, TimeStamp } from './index';
import {
  applyStampDeleted,
  applyStampEdited,
  applyStampEnded,
  listEntries,
  withRunningTime,
  ZERO_TOTALS,
} from './list';

const HOUR = 3_600_000;
const ZONE = 'Europe/Stockholm';
const DATE = '2026-11-18';
const periods = periodWindows(DATE, ZONE);

function entry(id: string, values: Partial<TimeListEntry> = {}): TimeListEntry {
  return {
    _id: id,
    name: id,
    tags: [],
    usage: 0,
    activeStamp: null,
    ...ZERO_TOTALS,
    ...values,
  };
}

function stamp(id: string, start: number, end: number | null): TimeStamp {
  return {
    _id: id,
    name: 'Coding',
    subGroupId: 's',
    timeGroupId: 'g',
    startTime: new Date(start).toISOString(),
    endTime: end === null ? null : new Date(end).toISOString(),
    date: DATE,
    ended: end !== null,
    durationInMs: end === null ? 0 : end - start,
    auto: false,
    description: '',
  };
}

/** The oracle: an entry as the server computes it from its stamps, running ones up to `now`. */
function entryFrom(stamps: { id: string; start: number; end: number | null }[], now: number, w: PeriodWindows) {
  const result = entry('e', { usage: stamps.length });
  for (const s of stamps) {
    const part = clipToPeriods(s.start, s.end ?? Math.max(now, s.start), w);
    for (const key of PERIOD_KEYS) result[key] += part[key];
    if (s.end === null) {
      result.activeStamp = {
        startTime: new Date(s.start).toISOString(),
        timeStampId: s.id,
        countedUntil: new Date(now).toISOString(),
      };
    }
  }
  return result;
}

describe('listEntries', () => {
  const a = entry('a', { name: 'Alpha', today: HOUR, total: 5 * HOUR, tags: [{ _id: 't1', title: 'Deep' }] });
  const b = entry('b', { name: 'Beta', today: 2 * HOUR, total: 2 * HOUR, tags: [{ _id: 't1', title: 'Deep' }] });
  const c = entry('c', { name: 'Gamma', total: 9 * HOUR, tags: [{ _id: 't2', title: 'Admin' }] });
  const d = entry('d', { name: 'Delta', activeStamp: { startTime: '2026-11-18T10:00:00.000Z', timeStampId: 'x' } });
  const e = entry('e', { name: 'Epsilon', today: HOUR });

  it('keeps entries with time in the period or a running stamp, by period time descending', () => {
    expect(listEntries([a, b, c, d, e], 'day', 'normal').map((r) => r._id)).toEqual(['b', 'a', 'e', 'd']);
    expect(listEntries([a, b, c, d, e], 'total', 'normal').map((r) => [r._id, r.periodMs])).toEqual([
      ['c', 9 * HOUR],
      ['a', 5 * HOUR],
      ['b', 2 * HOUR],
      ['d', 0],
    ]);
    expect(listEntries([a], 'day', 'normal')[0]).toMatchObject({ kind: 'entry', name: 'Alpha', members: [a] });
  });

  it('in tags mode totals per tag over entries with tags', () => {
    const rows = listEntries([a, b, c, d, e], 'total', 'tags');
    expect(rows.map((r) => [r.kind, r._id, r.name, r.periodMs, r.members.map((m) => m._id)])).toEqual([
      ['tag', 't2', 'Admin', 9 * HOUR, ['c']],
      ['tag', 't1', 'Deep', 7 * HOUR, ['a', 'b']],
    ]);
    const day = listEntries([a, b, c, e], 'day', 'tags');
    expect(day.map((r) => [r._id, r.periodMs])).toEqual([['t1', 3 * HOUR]]);
  });

  it('gives a tag the running stamp of a member', () => {
    const running = { ...d, tags: [{ _id: 't2', title: 'Admin' }] };
    expect(listEntries([c, running], 'day', 'tags')[0]!.activeStamp?.timeStampId).toBe('x');
  });
});

describe('client-side total updates agree with recomputing', () => {
  const base = Date.parse('2026-11-10T00:00:00Z');
  const span = 10 * 24 * HOUR;
  const ended = fc
    .tuple(fc.integer({ min: 0, max: span }), fc.integer({ min: 0, max: 30 * HOUR }))
    .map(([from, length]) => ({ start: base + from, end: base + from + length }));
  const stamps = fc.array(ended, { maxLength: 6 }).map((list) => list.map((s, i) => ({ id: `s${i}`, ...s })));

  it('ending a running stamp adds only what was not counted yet', () => {
    fc.assert(
      fc.property(stamps, ended, fc.integer({ min: 0, max: 20 * HOUR }), (others, run, wait) => {
        const countedUntil = run.start + Math.min(wait, run.end - run.start);
        const before = entryFrom([...others, { id: 'r', start: run.start, end: null }], countedUntil, periods);
        const after = applyStampEnded(before, stamp('r', run.start, run.end), periods);
        expect(after).toEqual(entryFrom([...others, { id: 'r', ...run }], 0, periods));
      }),
    );
  });

  it('editing replaces the old time by the new, deleting takes it out', () => {
    fc.assert(
      fc.property(stamps, ended, ended, (others, old, edited) => {
        const before = entryFrom([...others, { id: 'x', ...old }], 0, periods);
        const next = applyStampEdited(
          before,
          stamp('x', old.start, old.end),
          stamp('x', edited.start, edited.end),
          periods,
        );
        expect(next).toEqual(entryFrom([...others, { id: 'x', ...edited }], 0, periods));
        const gone = applyStampDeleted(before, stamp('x', old.start, old.end), periods);
        expect(gone).toEqual(entryFrom(others, 0, periods));
      }),
    );
  });

  it('a reopened stamp keeps its time up to its old end and ticks on from there', () => {
    const start = Date.parse('2026-11-18T08:00:00Z');
    const end = Date.parse('2026-11-18T09:00:00Z');
    const before = entryFrom([{ id: 'x', start, end }], 0, periods);
    const reopened = applyStampEdited(before, stamp('x', start, end), stamp('x', start, null), periods);
    expect(reopened.today).toBe(HOUR);
    expect(reopened.activeStamp).toEqual({
      startTime: '2026-11-18T08:00:00.000Z',
      timeStampId: 'x',
      countedUntil: '2026-11-18T09:00:00.000Z',
    });
    const later = withRunningTime(reopened, end + HOUR / 2, periods);
    expect(later.today).toBe(1.5 * HOUR);
    expect(later.total).toBe(1.5 * HOUR);
    expect(withRunningTime(entry('quiet'), end, periods)).toEqual(entry('quiet'));
  });

  it('deleting a running stamp removes its counted time and the timer', () => {
    const start = Date.parse('2026-11-18T08:00:00Z');
    const before = entryFrom([{ id: 'r', start, end: null }], start + HOUR, periods);
    const gone = applyStampDeleted(before, stamp('r', start, null), periods);
    expect(gone).toEqual(entry('e'));
  });
});
