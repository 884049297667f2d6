import { describe, expect, it } from 'vitest';
import type { CounterGroup } from '@ordna/contract/counters';
import { goalPercent } from './DailyProgress';
import { groupSubtotals } from './group-subtotals';
import { formatAmount, formatChange } from './format-amount';
import { periodLabel } from './period-label';
import { withChange } from './use-counters';

const groups: CounterGroup[] = [
  {
    _id: 'g',
    name: 'Health',
    counters: [
      { _id: 'a', counterGroupId: 'g', name: 'Water', step: 0.1, unit: 'l', value: 0.2, dailyGoal: 2, today: 0.2 },
      { _id: 'b', counterGroupId: 'g', name: 'Steps', step: 1, unit: '', value: 7, dailyGoal: null, today: 0 },
    ],
  },
];

describe('a change shown before the server answers', () => {
  it('moves only that counter, exactly', () => {
    const [group] = withChange(groups, 'a', 0.1);
    expect(group!.counters.map((counter) => counter.value)).toEqual([0.3, 7]);
    expect(group!.counters[0]!.today).toBe(0.3);
    expect(withChange(groups, 'b', -1)[0]!.counters[1]!.value).toBe(6);
  });
});

describe('formatAmount', () => {
  it('writes up to three decimals in the person’s language', () => {
    expect(formatAmount(1234.5, 'en')).toBe('1,234.5');
    expect(formatAmount(0.125, 'se')).toBe('0,125');
    expect(formatAmount(-4, 'en')).toBe('-4');
    expect(formatChange(1, 'en')).toBe('+1');
    expect(formatChange(0, 'en')).toBe('0');
  });
});

describe('periodLabel', () => {
  const words = { today: 'Today', yesterday: 'Yesterday' };
  it('names days, weeks and months in the person’s language', () => {
    expect(periodLabel('day', { from: '2026-11-18', to: '2026-11-18' }, '2026-11-18', 'en', words)).toBe('Today');
    expect(periodLabel('week', { from: '2026-11-16', to: '2026-11-22' }, '2026-11-18', 'en', words)).toBe(
      '16 Nov – 22 Nov',
    );
    expect(periodLabel('month', { from: '2026-11-01', to: '2026-11-30' }, '2026-11-18', 'se', words)).toBe(
      'november 2026',
    );
  });
});

describe('goalPercent', () => {
  it('stays between 0 and 100', () => {
    expect(goalPercent(3, 8)).toBe(37.5);
    expect(goalPercent(10, 8)).toBe(100);
    expect(goalPercent(-2, 8)).toBe(0);
  });
});

describe('groupSubtotals', () => {
  it('adds values and today per unit, never across units', () => {
    const counter = (unit: string, value: number, today: number) => ({
      _id: unit + value,
      counterGroupId: 'g',
      name: unit + value,
      step: 1,
      unit,
      value,
      today,
      dailyGoal: null,
    });
    expect(groupSubtotals([counter('l', 0.1, 0.1), counter('glass', 3, 1), counter('L', 0.2, 0)])).toEqual([
      { unit: 'L', value: 0.3, today: 0.1 },
      { unit: 'glass', value: 3, today: 1 },
    ]);
  });
});
