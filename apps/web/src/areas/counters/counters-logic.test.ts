import { describe, expect, it } from 'vitest';
import type { CounterGroup } from '@ordna/contract/counters';
import { formatAmount } from './format-amount';
import { withChange } from './use-counters';

const groups: CounterGroup[] = [
  {
    _id: 'g',
    name: 'Health',
    counters: [
      { _id: 'a', counterGroupId: 'g', name: 'Water', step: 0.1, unit: 'l', value: 0.2 },
      { _id: 'b', counterGroupId: 'g', name: 'Steps', step: 1, unit: '', value: 7 },
    ],
  },
];

describe('a change shown before the server answers', () => {
  it('moves only that counter, exactly', () => {
    const [group] = withChange(groups, 'a', 0.1);
    expect(group!.counters.map((counter) => counter.value)).toEqual([0.3, 7]);
    expect(withChange(groups, 'b', -1)[0]!.counters[1]!.value).toBe(6);
  });
});

describe('formatAmount', () => {
  it('writes up to three decimals in the person’s language', () => {
    expect(formatAmount(1234.5, 'en')).toBe('1,234.5');
    expect(formatAmount(0.125, 'se')).toBe('0,125');
    expect(formatAmount(-4, 'en')).toBe('-4');
  });
});
