import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from './duration';

describe('formatDuration', () => {
  it('writes H:MM:SS with padded minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(9_000)).toBe('0:00:09');
    expect(formatDuration(5 * 60_000 + 9_000)).toBe('0:05:09');
    expect(formatDuration(3_600_000)).toBe('1:00:00');
    expect(formatDuration(12 * 3_600_000 + 34 * 60_000 + 56_000)).toBe('12:34:56');
  });

  it('keeps counting hours past a day', () => {
    expect(formatDuration(143 * 3_600_000 + 10 * 60_000)).toBe('143:10:00');
  });

  it('rounds down to whole seconds so a clock never runs ahead', () => {
    expect(formatDuration(999)).toBe('0:00:00');
    expect(formatDuration(59_999)).toBe('0:00:59');
    expect(formatDuration(3_599_999)).toBe('0:59:59');
  });

  it('reads negative and missing durations as zero', () => {
    expect(formatDuration(-5_000)).toBe('0:00:00');
    expect(formatDuration(Number.NaN)).toBe('0:00:00');
    expect(formatDuration(null)).toBe('0:00:00');
    expect(formatDuration(undefined)).toBe('0:00:00');
  });
});

describe('parseDuration', () => {
  it('reads clock notation, hours first', () => {
    expect(parseDuration('1:30:00')).toBe(90 * 60_000);
    expect(parseDuration('1:30')).toBe(90 * 60_000);
    expect(parseDuration('0:00:45')).toBe(45_000);
    expect(parseDuration(' 12:05:09 ')).toBe(12 * 3_600_000 + 5 * 60_000 + 9_000);
  });

  it('reads a bare number as minutes, with a point or a comma', () => {
    expect(parseDuration('90')).toBe(90 * 60_000);
    expect(parseDuration('1.5')).toBe(90_000);
    expect(parseDuration('2,5')).toBe(150_000);
  });

  it('reads units, alone or together', () => {
    expect(parseDuration('1.5h')).toBe(90 * 60_000);
    expect(parseDuration('1,5 h')).toBe(90 * 60_000);
    expect(parseDuration('1h 30m')).toBe(90 * 60_000);
    expect(parseDuration('45 min')).toBe(45 * 60_000);
    expect(parseDuration('20s')).toBe(20_000);
    expect(parseDuration('2H 5M 3S')).toBe(2 * 3_600_000 + 5 * 60_000 + 3_000);
  });

  it('refuses what is not a duration', () => {
    expect(parseDuration('')).toBeNull();
    expect(parseDuration('   ')).toBeNull();
    expect(parseDuration('soon')).toBeNull();
    expect(parseDuration('1:75')).toBeNull();
    expect(parseDuration('1h banana')).toBeNull();
    expect(parseDuration('-5')).toBeNull();
  });

  it('reads back what formatDuration writes', () => {
    for (const ms of [0, 1_000, 61_000, 3_599_000, 3_600_000, 45_296_000, 500_000_000]) {
      expect(parseDuration(formatDuration(ms))).toBe(Math.floor(ms / 1000) * 1000);
    }
  });
});
