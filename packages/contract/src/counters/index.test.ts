import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTER_CHANGE_MAX, counterCreateBody, counterQuery, counterUpdateBody } from './index';
import { fromThousandths, hasThousandthsPrecision, toThousandths } from '../kernel/thousandths';
import { countersRefusals } from './refusals';

const thousandths = fc.integer({ min: -COUNTER_CHANGE_MAX * 1000, max: COUNTER_CHANGE_MAX * 1000 });

describe('counter amounts', () => {
  it('read any three-decimal number back as the same whole thousandths', () => {
    fc.assert(
      fc.property(thousandths, (whole) => {
        const value = fromThousandths(whole);
        expect(hasThousandthsPrecision(value)).toBe(true);
        expect(toThousandths(value)).toBe(whole);
      }),
    );
  });

  it('add exactly, where floating point would drift', () => {
    fc.assert(
      fc.property(fc.array(thousandths, { maxLength: 50 }), (changes) => {
        const total = changes.map((whole) => toThousandths(fromThousandths(whole))).reduce((a, b) => a + b, 0);
        expect(total).toBe(changes.reduce((a, b) => a + b, 0));
      }),
    );
    expect(fromThousandths(toThousandths(0.1) + toThousandths(0.2))).toBe(0.3);
  });

  it('refuse more than three decimals', () => {
    expect(hasThousandthsPrecision(0.0005)).toBe(false);
    expect(hasThousandthsPrecision(Number.NaN)).toBe(false);
  });
});

describe('counter schemas', () => {
  it('bound the step and the change, and name the refusal', () => {
    expect(counterCreateBody.safeParse({ counterGroupId: 'g', name: 'Water', step: 0.25 }).success).toBe(true);
    for (const step of [0, -1, 1_000_001, 0.0001]) {
      const result = counterCreateBody.safeParse({ counterGroupId: 'g', name: 'Water', step });
      expect(result.error?.issues[0]?.message).toBe(countersRefusals.stepOutOfRange.message);
    }
    for (const change of [0, 1_000_001, -1_000_001, 0.1234]) {
      const result = counterUpdateBody.safeParse({ counterId: 'c', change });
      expect(result.error?.issues[0]?.message).toBe(countersRefusals.changeOutOfRange.message);
    }
  });

  it('ask for a counter or a group', () => {
    expect(counterQuery.safeParse({}).error?.issues[0]?.message).toBe(countersRefusals.whichCounters.message);
    expect(counterQuery.safeParse({ counterGroupId: 'g' }).success).toBe(true);
  });
});
