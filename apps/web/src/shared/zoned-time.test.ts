import { describe, expect, it } from 'vitest';
import { clockTime, fromLocalInput, toLocalInput } from './zoned-time';

describe('times in the person’s zone', () => {
  it('shows an instant as that zone’s wall clock', () => {
    expect(toLocalInput('2025-01-15T09:00:00.000Z', 'Europe/Stockholm')).toBe('2025-01-15 10:00:00');
    expect(toLocalInput('2025-07-15T09:00:00.000Z', 'Europe/Stockholm')).toBe('2025-07-15 11:00:00');
    expect(toLocalInput(null, 'Europe/Stockholm')).toBe('');
    expect(clockTime('2025-01-15T09:05:59.000Z', 'America/New_York')).toBe('04:05');
  });

  it('reads a wall clock back as the right instant, with or without seconds', () => {
    expect(fromLocalInput('2025-01-15T10:00:00', 'Europe/Stockholm')).toBe('2025-01-15T09:00:00.000Z');
    expect(fromLocalInput('2025-01-15T10:00', 'Europe/Stockholm')).toBe('2025-01-15T09:00:00.000Z');
    expect(fromLocalInput('2025-07-15T11:00:00', 'Europe/Stockholm')).toBe('2025-07-15T09:00:00.000Z');
    expect(fromLocalInput('2025-01-15 10:00:00', 'Europe/Stockholm')).toBe('2025-01-15T09:00:00.000Z');
    expect(fromLocalInput('not a time', 'Europe/Stockholm')).toBeNull();
    expect(fromLocalInput('2025-02-30 10:00:00', 'Europe/Stockholm')).toBeNull();
    expect(fromLocalInput('2025-01-15 24:00:00', 'Europe/Stockholm')).toBeNull();
    expect(fromLocalInput('2025-01-15 10:00:00 PM', 'Europe/Stockholm')).toBeNull();
  });

  it('gets both sides of a daylight-saving change right', () => {
    // Stockholm moves from +01:00 to +02:00 at 02:00 local on 30 March 2025.
    expect(fromLocalInput('2025-03-30T01:30:00', 'Europe/Stockholm')).toBe('2025-03-30T00:30:00.000Z');
    expect(fromLocalInput('2025-03-30T03:30:00', 'Europe/Stockholm')).toBe('2025-03-30T01:30:00.000Z');
    for (const iso of ['2025-03-30T00:59:59.000Z', '2025-03-30T01:00:00.000Z']) {
      expect(fromLocalInput(toLocalInput(iso, 'Europe/Stockholm'), 'Europe/Stockholm')).toBe(iso);
    }
  });
});
