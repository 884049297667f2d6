import { describe, expect, it } from 'vitest';
import { formatHourTick, hourTicks, tallestBar } from './hour-ticks';

describe('graph hour ticks', () => {
  it('uses whole hours when the tallest bar is a few hours', () => {
    expect(hourTicks(3)).toEqual([0, 1, 2, 3]);
    expect(hourTicks(2.6)).toEqual([0, 1, 2, 3]);
    expect(hourTicks(4.2)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('uses halves or quarters when the tallest bar is short', () => {
    expect(hourTicks(2.3)).toEqual([0, 0.5, 1, 1.5, 2, 2.5]);
    expect(hourTicks(1)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(hourTicks(0.1)).toEqual([0, 0.25]);
  });

  it('uses round steps for long windows', () => {
    expect(hourTicks(9)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(hourTicks(40)).toEqual([0, 10, 20, 30, 40]);
    expect(hourTicks(230)).toEqual([0, 50, 100, 150, 200, 250]);
  });

  it('never ends below the tallest bar and has at most five intervals', () => {
    for (let max = 0.01; max < 2000; max *= 1.37) {
      const ticks = hourTicks(max);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)!).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });

  it('still draws an axis when there is no time', () => {
    expect(hourTicks(0)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it('finds the tallest stacked bar and labels ticks plainly', () => {
    const rows = [
      { label: '2026-01-01', s0: 1, s1: 0.5 },
      { label: '2026-01-02', s0: 2.25, s1: 0 },
    ];
    expect(tallestBar(rows, ['s0', 's1'])).toBe(2.25);
    expect(formatHourTick(0.25)).toBe('0.25');
    expect(formatHourTick(3)).toBe('3');
  });
});
