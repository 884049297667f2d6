import { describe, expect, it } from 'vitest';
import { completeRange, defaultExportRange, exportFileName, exportPath, exportPreset, todayIn } from './export-range';

describe('the CSV export range', () => {
  it('opens on the whole current month', () => {
    expect(defaultExportRange('2026-11-22')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(defaultExportRange('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(defaultExportRange('2027-02-28')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });

  it('offers last month across a year boundary', () => {
    expect(exportPreset('lastMonth', '2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(exportPreset('lastMonth', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('offers this week from Monday to Sunday', () => {
    expect(exportPreset('thisWeek', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(exportPreset('thisWeek', '2026-11-16')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(exportPreset('thisWeek', '2026-12-31')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('offers this year', () => {
    expect(exportPreset('thisYear', '2026-06-07')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('names the file after the range', () => {
    expect(exportFileName({ from: '2026-11-01', to: '2026-11-30' })).toBe('ordna-time-2026-11-01-2026-11-30.csv');
  });

  it('asks the export endpoint for the range', () => {
    expect(exportPath({ from: '2026-11-01', to: '2026-11-30' })).toBe(
      '/api/time-stamp/export?from=2026-11-01&to=2026-11-30',
    );
    expect(exportPath({ from: '2026-11-01', to: '2026-11-30' }, false)).toBe(
      '/api/time-stamp/export?from=2026-11-01&to=2026-11-30&auto=false',
    );
  });

  it('waits for both ends and puts them in order', () => {
    expect(completeRange('2026-11-01', null)).toBeNull();
    expect(completeRange(null, '2026-11-01')).toBeNull();
    expect(completeRange('2026-11-30', '2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it("takes today in the person's time zone", () => {
    const instant = Date.UTC(2026, 10, 30, 23, 30);
    expect(todayIn('UTC', instant)).toBe('2026-11-30');
    expect(todayIn('Europe/Stockholm', instant)).toBe('2026-12-01');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-30');
    expect(todayIn('Not/AZone', instant)).toBe('2026-11-30');
  });
});
