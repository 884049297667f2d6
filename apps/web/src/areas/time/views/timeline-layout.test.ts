import { describe, expect, it } from 'vitest';
import { hourLabelEvery, hourMarks, layoutTimeline, placeStamp, type TimelineStamp } from './timeline-layout';

const dayStart = Date.parse('2026-11-22T00:00:00Z');
const dayEnd = Date.parse('2026-11-23T00:00:00Z');
const now = Date.parse('2026-11-22T15:00:00Z');

function stamp(id: string, start: string, end: string | null, group = 'g1'): TimelineStamp {
  return {
    _id: id,
    name: `sub ${id}`,
    timeGroupId: group,
    startTime: start,
    endTime: end,
    ended: end !== null,
    auto: false,
  };
}

describe('timeline block positioning', () => {
  it('places a stamp by percent of the day', () => {
    const block = placeStamp(stamp('a', '2026-11-22T06:00:00Z', '2026-11-22T12:00:00Z'), dayStart, dayEnd, now);
    expect(block).toMatchObject({ leftPct: 25, widthPct: 25, clippedStart: false, clippedEnd: false, running: false });
  });

  it('clips stamps crossing midnight to the day', () => {
    const before = placeStamp(stamp('b', '2026-11-21T22:00:00Z', '2026-11-22T03:00:00Z'), dayStart, dayEnd, now);
    expect(before).toMatchObject({
      leftPct: 0,
      widthPct: 12.5,
      visibleMs: 3 * 3_600_000,
      clippedStart: true,
      clippedEnd: false,
    });
    const tomorrow = Date.parse('2026-11-23T12:00:00Z');
    const after = placeStamp(stamp('c', '2026-11-22T18:00:00Z', '2026-11-23T06:00:00Z'), dayStart, dayEnd, tomorrow);
    expect(after).toMatchObject({ leftPct: 75, widthPct: 25, clippedStart: false, clippedEnd: true });
  });

  it('never draws past now: an end in the future stops at the now line, a future start is not drawn', () => {
    const block = placeStamp(stamp('f', '2026-11-22T12:00:00Z', '2026-11-22T20:00:00Z'), dayStart, dayEnd, now);
    expect(block).toMatchObject({ leftPct: 50, widthPct: 12.5, visibleMs: 3 * 3_600_000 });
    expect(placeStamp(stamp('g', '2026-11-22T16:00:00Z', '2026-11-22T17:00:00Z'), dayStart, dayEnd, now)).toBeNull();
  });

  it('ends a running stamp now', () => {
    const block = placeStamp(stamp('r', '2026-11-22T12:00:00Z', null), dayStart, dayEnd, now);
    expect(block).toMatchObject({ running: true, endMs: now, leftPct: 50, widthPct: 12.5 });
    const later = placeStamp(stamp('r', '2026-11-22T12:00:00Z', null), dayStart, dayEnd, now + 3_600_000);
    expect(later?.widthPct).toBeCloseTo(100 / 6);
  });

  it('clips a running stamp from an earlier day that is still going on a later day', () => {
    const block = placeStamp(
      stamp('r', '2026-11-20T12:00:00Z', null),
      dayStart,
      dayEnd,
      Date.parse('2026-11-24T00:00:00Z'),
    );
    expect(block).toMatchObject({ leftPct: 0, widthPct: 100, clippedStart: true, clippedEnd: true });
  });

  it('leaves out stamps outside the day', () => {
    expect(placeStamp(stamp('x', '2026-11-21T10:00:00Z', '2026-11-22T00:00:00Z'), dayStart, dayEnd, now)).toBeNull();
    expect(placeStamp(stamp('y', '2026-11-23T00:00:00Z', '2026-11-23T01:00:00Z'), dayStart, dayEnd, now)).toBeNull();
  });

  it('keeps zero-length stamps (a single heartbeat) inside the day', () => {
    const block = placeStamp(stamp('z', '2026-11-22T12:00:00Z', '2026-11-22T12:00:00Z'), dayStart, dayEnd, now);
    expect(block).toMatchObject({ leftPct: 50, widthPct: 0 });
  });

  it('makes one row per group in the given order and puts overlapping stamps on separate lanes', () => {
    const rows = layoutTimeline(
      [
        stamp('a', '2026-11-22T08:00:00Z', '2026-11-22T10:00:00Z', 'g2'),
        stamp('b', '2026-11-22T09:00:00Z', '2026-11-22T11:00:00Z', 'g2'),
        stamp('c', '2026-11-22T11:00:00Z', '2026-11-22T12:00:00Z', 'g2'),
        stamp('d', '2026-11-22T01:00:00Z', '2026-11-22T02:00:00Z', 'g1'),
        stamp('e', '2026-11-20T01:00:00Z', '2026-11-20T02:00:00Z', 'g3'),
      ],
      dayStart,
      dayEnd,
      now,
      ['g1', 'g2'],
    );
    expect(rows.map((row) => row.timeGroupId)).toEqual(['g1', 'g2']);
    const g2 = rows[1]!;
    expect(g2.lanes).toBe(2);
    expect(g2.blocks.map((block) => [block.stamp._id, block.lane])).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 0],
    ]);
  });

  it('draws hour lines across a 25-hour day', () => {
    const marks = hourMarks(0, 25 * 3_600_000, (instant) => Math.min(23, instant / 3_600_000));
    expect(marks).toHaveLength(25);
    expect(marks[1]?.pct).toBeCloseTo(4);
  });

  it('labels every hour where an hour has room, every second one at a phone’s 32 px an hour', () => {
    expect(hourLabelEvery(0)).toBe(1);
    expect(hourLabelEvery(40)).toBe(1);
    expect(hourLabelEvery(32)).toBe(2);
    expect(hourLabelEvery(13)).toBe(3);
    expect(hourLabelEvery(2)).toBe(6);
  });
});
