import { describe, expect, it } from 'vitest';
import { presetRange } from './calculate-range';
import { graphRange, shiftAnchor, toGraphData } from './graph-range';

describe('graph period range', () => {
  it('day shows the 7 days ending on the anchor', () => {
    expect(graphRange('day', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22', bucket: 'day' });
  });

  it('week shows Monday to Sunday of the anchor week', () => {
    expect(graphRange('week', '2026-11-19')).toEqual({ from: '2026-11-16', to: '2026-11-22', bucket: 'day' });
    expect(graphRange('week', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22', bucket: 'day' });
  });

  it('month shows the calendar month', () => {
    expect(graphRange('month', '2024-02-14')).toEqual({ from: '2024-02-01', to: '2024-02-29', bucket: 'day' });
  });

  it('total shows the last 12 calendar months, one bar a month', () => {
    expect(graphRange('total', '2026-11-22')).toEqual({ from: '2025-12-01', to: '2026-11-30', bucket: 'month' });
  });

  it('steps a week, a month or a year', () => {
    expect(shiftAnchor('day', '2026-11-22', -1)).toBe('2026-11-15');
    expect(shiftAnchor('week', '2026-11-22', 1)).toBe('2026-11-29');
    expect(shiftAnchor('month', '2026-03-31', -1)).toBe('2026-02-01');
    expect(shiftAnchor('total', '2026-11-22', -1)).toBe('2025-11-01');
  });
});

describe('graph data', () => {
  const h = 3_600_000;

  it('fills every day of the range in hours, drops empty series and sorts by total', () => {
    const range = graphRange('week', '2026-11-18');
    const data = toGraphData(
      range,
      ['2026-11-16', '2026-11-17'],
      [
        { key: 'a', name: 'Work.A', values: [h, 2 * h] },
        { key: 'b', name: 'Play', values: [0, 0] },
        { key: 'c', name: 'Study', values: [4 * h, 0.5 * h] },
      ],
    );
    expect(data.rows).toHaveLength(7);
    expect(data.series).toEqual([
      { key: 'c', dataKey: 's0', name: 'Study', totalMs: 4.5 * h },
      { key: 'a', dataKey: 's1', name: 'Work.A', totalMs: 3 * h },
    ]);
    expect(data.rows[0]).toEqual({ label: '2026-11-16', s0: 4, s1: 1 });
    expect(data.rows[6]).toEqual({ label: '2026-11-22', s0: 0, s1: 0 });
    expect(data.totalMs).toBe(7.5 * h);
  });

  it('sums days per month for the total window', () => {
    const range = graphRange('total', '2026-11-22');
    const data = toGraphData(
      range,
      ['2026-11-01', '2026-11-30', '2026-10-05'],
      [{ key: 'a', name: 'A', values: [h, h, 3 * h] }],
    );
    expect(data.rows).toHaveLength(12);
    expect(data.rows[0]?.label).toBe('2025-12');
    expect(data.rows[11]).toEqual({ label: '2026-11', s0: 2 });
    expect(data.rows[10]).toEqual({ label: '2026-10', s0: 3 });
  });

  it('has no series when nothing was tracked', () => {
    const data = toGraphData(graphRange('day', '2026-11-22'), [], [{ key: 'a', name: 'A', values: [] }]);
    expect(data.series).toEqual([]);
    expect(data.totalMs).toBe(0);
  });
});

describe('calculate presets', () => {
  it('gives this and last week and month', () => {
    expect(presetRange('thisWeek', '2026-11-19')).toEqual({ from: '2026-11-16', to: '2026-11-19' });
    expect(presetRange('lastWeek', '2026-11-19')).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(presetRange('thisMonth', '2026-11-19')).toEqual({ from: '2026-11-01', to: '2026-11-19' });
    expect(presetRange('lastMonth', '2026-03-05')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });
});
