import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { periodBack, periodPage, periodsBack } from './periods';
import { addDays } from '../kernel/periods';

describe('counter periods', () => {
  it('cut days, Monday weeks and months back from today', () => {
    expect(periodBack('day', '2026-11-18', 2)).toEqual({ from: '2026-11-16', to: '2026-11-16' });
    expect(periodBack('week', '2026-11-18', 0)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(periodBack('week', '2026-11-18', 1)).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(periodBack('month', '2026-11-18', 0)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodBack('month', '2026-03-31', 1)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodBack('month', '2026-01-05', 2)).toEqual({ from: '2025-11-01', to: '2025-11-30' });
  });

  it('find the period of any earlier date again', () => {
    const days = fc.integer({ min: 0, max: 2000 });
    for (const period of ['day', 'week', 'month'] as const) {
      fc.assert(
        fc.property(days, (back) => {
          const date = addDays('2026-11-18', -back);
          const { from, to } = periodBack(period, '2026-11-18', periodsBack(period, '2026-11-18', date));
          expect(from <= date && date <= to).toBe(true);
        }),
      );
    }
  });

  it('page newest first back to the first period, never empty', () => {
    const first = periodPage('day', '2026-11-18', '2026-11-18', 1);
    expect(first).toEqual({ periods: [{ from: '2026-11-18', to: '2026-11-18' }], totalPages: 1 });
    const long = periodPage('day', '2026-11-18', '2026-09-01', 2);
    expect(long.totalPages).toBe(3);
    expect(long.periods).toHaveLength(31);
    expect(long.periods[0]!.from).toBe('2026-10-18');
    expect(periodPage('month', '2026-11-18', '2026-01-10', 1).periods).toHaveLength(11);
    expect(periodPage('day', '2026-11-18', '2026-11-18', 2).periods).toEqual([]);
  });
});
