import { addDays, monthStart, weekStart } from '@ordna/contract/kernel/periods';

export type RangePreset = 'thisWeek' | 'lastWeek' | 'thisMonth' | 'lastMonth';

export const RANGE_PRESETS: RangePreset[] = ['thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'];

/** The quick ranges of the calculate page, up to today for the current week and month. */
export function presetRange(preset: RangePreset, today: string): { from: string; to: string } {
  switch (preset) {
    case 'thisWeek':
      return { from: weekStart(today), to: today };
    case 'lastWeek': {
      const monday = addDays(weekStart(today), -7);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth': {
      const end = addDays(monthStart(today), -1);
      return { from: monthStart(end), to: end };
    }
  }
}
