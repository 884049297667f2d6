import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  clipToPeriods,
  datesBetween,
  DAY_MS,
  dayWindow,
  localDate,
  localTime,
  overlapMs,
  PERIOD_KEYS,
  periodDays,
  periodWindows,
  splitByDay,
  startOfDay,
  weekStart,
  zoneOffsetMs,
} from './periods';

const HOUR = 3_600_000;
const ZONES = [
  'UTC',
  'Europe/Stockholm',
  'America/New_York',
  'America/Santiago',
  'America/St_Johns',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Asia/Tehran',
  'Pacific/Chatham',
  'Africa/Casablanca',
] as const;
const zone = fc.constantFrom(...ZONES);
const FIRST = Date.UTC(2015, 0, 1);
const LAST = Date.UTC(2060, 0, 1);
const instant = fc.integer({ min: FIRST, max: LAST });
const date = fc.integer({ min: 0, max: Math.floor((LAST - FIRST) / DAY_MS) }).map((n) => addDays('2015-01-01', n));

/** The oracle: the runtime's own rendering of the local wall clock. */
function wallClock(t: number, timeZone: string): string {
  return new Date(t).toLocaleString('sv-SE', { timeZone, hourCycle: 'h23' }).replace(' ', 'T');
}

describe('zone offsets and local dates', () => {
  it('agree with Intl for any instant', () => {
    fc.assert(
      fc.property(instant, zone, (t, z) => {
        const t0 = t - (t % 1000);
        expect(`${localDate(t0, z)}T${localTime(t0, z)}`).toBe(wallClock(t0, z));
      }),
      { numRuns: 2000 },
    );
  });

  it('knows Stockholm in winter and summer', () => {
    expect(zoneOffsetMs('Europe/Stockholm', Date.parse('2026-01-15T12:00:00Z'))).toBe(HOUR);
    expect(zoneOffsetMs('Europe/Stockholm', Date.parse('2026-07-15T12:00:00Z'))).toBe(2 * HOUR);
    expect(localDate(Date.parse('2026-11-18T23:30:00Z'), 'Europe/Stockholm')).toBe('2026-11-19');
    expect(localDate(Date.parse('2026-11-18T23:30:00Z'), 'America/New_York')).toBe('2026-11-18');
  });
});

describe('startOfDay', () => {
  it('is the first instant of the date, and days follow each other', () => {
    fc.assert(
      fc.property(date, zone, (d, z) => {
        const start = startOfDay(d, z);
        const next = startOfDay(addDays(d, 1), z);
        expect(localDate(start, z)).toBe(d);
        expect(localDate(start - 1, z)).toBe(addDays(d, -1));
        expect(localDate(next - 1, z)).toBe(d);
        expect(next - start).toBeGreaterThanOrEqual(22 * HOUR);
        expect(next - start).toBeLessThanOrEqual(26 * HOUR);
      }),
      { numRuns: 1000 },
    );
  });

  it('holds any instant inside its local day', () => {
    fc.assert(
      fc.property(instant, zone, (t, z) => {
        const window = dayWindow(localDate(t, z), z);
        expect(window.start).toBeLessThanOrEqual(t);
        expect(t).toBeLessThan(window.end);
      }),
      { numRuns: 1000 },
    );
  });

  it('has 23 and 25 hour days at the Stockholm DST changes of 2026', () => {
    const spring = dayWindow('2026-03-29', 'Europe/Stockholm');
    expect(new Date(spring.start).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(spring.end - spring.start).toBe(23 * HOUR);
    const autumn = dayWindow('2026-10-25', 'Europe/Stockholm');
    expect(new Date(autumn.start).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(autumn.end - autumn.start).toBe(25 * HOUR);
  });

  it('starts a day whose midnight does not exist at the first instant (Santiago, DST at midnight)', () => {
    const start = startOfDay('2026-09-06', 'America/Santiago');
    expect(localTime(start, 'America/Santiago')).toBe('01:00:00');
    expect(localDate(start - 1, 'America/Santiago')).toBe('2026-09-05');
  });
});

describe('splitByDay', () => {
  it('cuts a stamp at local midnights into parts that add up to its duration', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 40 * DAY_MS }), zone, (start, length, z) => {
        const parts = splitByDay(start, start + length, z);
        expect(parts.reduce((sum, p) => sum + p.ms, 0)).toBe(length);
        expect(parts[0]!.day).toBe(localDate(start, z));
        parts.forEach((part, i) => {
          if (i > 0) expect(part.day).toBe(addDays(parts[i - 1]!.day, 1));
          expect(part.ms).toBe(overlapMs(start, start + length, dayWindow(part.day, z)));
        });
      }),
      { numRuns: 500 },
    );
  });

  it('splits a stamp across midnight over the Stockholm spring change', () => {
    const start = Date.parse('2026-03-28T22:30:00Z'); // 23:30 local (CET)
    const end = Date.parse('2026-03-29T01:30:00Z'); // 03:30 local (CEST)
    expect(splitByDay(start, end, 'Europe/Stockholm')).toEqual([
      { day: '2026-03-28', ms: HOUR / 2 },
      { day: '2026-03-29', ms: 2.5 * HOUR },
    ]);
  });

  it('keeps the whole repeated hour of the autumn change in one day', () => {
    const start = Date.parse('2026-10-24T23:00:00Z'); // 01:00 local (CEST)
    const end = Date.parse('2026-10-25T03:00:00Z'); // 04:00 local (CET)
    expect(splitByDay(start, end, 'Europe/Stockholm')).toEqual([{ day: '2026-10-25', ms: 4 * HOUR }]);
  });

  it('gives a stamp without length one empty part on its start date', () => {
    expect(splitByDay(1_000, 1_000, 'UTC')).toEqual([{ day: '1970-01-01', ms: 0 }]);
  });
});

describe('periods', () => {
  it('weeks start on Monday', () => {
    expect(weekStart('2026-11-16')).toBe('2026-11-16'); // Monday
    expect(weekStart('2026-11-18')).toBe('2026-11-16');
    expect(weekStart('2026-11-22')).toBe('2026-11-16'); // Sunday
    expect(weekStart('2026-03-01')).toBe('2026-02-23'); // across a month end
  });

  it('names the calendar windows of a date', () => {
    expect(periodDays('2026-03-01')).toEqual({
      today: { from: '2026-03-01', to: '2026-03-01' },
      yesterDay: { from: '2026-02-28', to: '2026-02-28' },
      currentWeek: { from: '2026-02-23', to: '2026-03-01' },
      lastWeek: { from: '2026-02-16', to: '2026-02-22' },
      currentMonth: { from: '2026-03-01', to: '2026-03-01' },
      lastMonth: { from: '2026-02-01', to: '2026-02-28' },
      total: { from: null, to: '2026-03-01' },
    });
    expect(periodDays('2028-01-10').lastMonth).toEqual({ from: '2027-12-01', to: '2027-12-31' });
  });

  it('windows of a date contain the date and are contiguous', () => {
    fc.assert(
      fc.property(date, zone, (d, z) => {
        const w = periodWindows(d, z);
        const day = dayWindow(d, z);
        expect(w.today).toEqual(day);
        for (const key of PERIOD_KEYS) {
          if (key === 'yesterDay' || key === 'lastWeek' || key === 'lastMonth') continue;
          expect(w[key].start).toBeLessThanOrEqual(day.start);
          expect(w[key].end).toBe(day.end);
        }
        expect(w.yesterDay.end).toBe(w.today.start);
        expect(w.lastWeek.end).toBe(w.currentWeek.start);
        expect(w.lastMonth.end).toBe(w.currentMonth.start);
        expect(localDate(w.currentWeek.start, z)).toBe(weekStart(d));
        expect(new Date(`${localDate(w.lastWeek.start, z)}T00:00:00Z`).getUTCDay()).toBe(1);
        expect(localDate(w.currentMonth.start, z)).toBe(`${d.slice(0, 7)}-01`);
        expect(localDate(w.lastMonth.end - 1, z).slice(8)).toMatch(/^(28|29|30|31)$/);
      }),
      { numRuns: 500 },
    );
  });

  it('counts a stamp across a month end in each month for its part', () => {
    const z = 'Europe/Stockholm';
    const start = Date.parse('2026-01-31T22:00:00Z'); // 23:00 local on the 31st
    const end = Date.parse('2026-02-01T02:00:00Z'); // 03:00 local on the 1st
    const totals = clipToPeriods(start, end, periodWindows('2026-02-01', z));
    expect(totals).toMatchObject({ today: 3 * HOUR, yesterDay: HOUR, currentMonth: 3 * HOUR, lastMonth: HOUR });
    expect(totals.total).toBe(4 * HOUR);
    expect(totals.currentWeek).toBe(4 * HOUR); // 2026-02-01 is a Sunday: the week began on 26 January
    expect(totals.lastWeek).toBe(0);
  });

  it('a stamp counts in total only up to the end of the date', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 5 * DAY_MS }), zone, (start, length, z) => {
        const d = localDate(start, z);
        const totals = clipToPeriods(start, start + length, periodWindows(d, z));
        expect(totals.total).toBe(Math.min(length, dayWindow(d, z).end - start));
        expect(totals.today).toBe(totals.total);
      }),
      { numRuns: 300 },
    );
  });
});

describe('datesBetween', () => {
  it('lists every date of a span, both ends included, across months, years and a leap day', () => {
    expect(datesBetween('2024-02-27', '2024-03-02')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
    ]);
    expect(datesBetween('2025-12-31', '2026-01-01')).toEqual(['2025-12-31', '2026-01-01']);
    expect(datesBetween('2026-11-27', '2026-11-27')).toEqual(['2026-11-27']);
    expect(datesBetween('2026-11-28', '2026-11-27')).toEqual([]);
  });

  it('is the walk of addDays from the first date to the last', () => {
    const day = fc.integer({ min: 0, max: 60_000 }).map((n) => addDays('1970-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: -3, max: 70 }), (from, length) => {
        const to = addDays(from, length);
        const walked: string[] = [];
        for (let each = from; each <= to; each = addDays(each, 1)) walked.push(each);
        expect(datesBetween(from, to)).toEqual(walked);
      }),
      { numRuns: 300 },
    );
  });
});
