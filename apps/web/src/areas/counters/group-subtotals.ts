import type { Counter } from '@ordna/contract/counters';
import { fromThousandths, toThousandths } from '@ordna/contract/kernel/thousandths';

export interface Subtotal {
  /** '' for counters of plain numbers. */
  unit: string;
  value: number;
  today: number;
}

/**
 * A group's counters added up per unit (counters of different units are never added together),
 * their values and today's changes, exact in thousandths; units in the order they first appear.
 */
export function groupSubtotals(counters: readonly Counter[]): Subtotal[] {
  const byUnit = new Map<string, { value: number; today: number }>();
  for (const counter of counters) {
    const unit = counter.unit.trim().toLowerCase();
    const sum = byUnit.get(unit) ?? { value: 0, today: 0 };
    sum.value += toThousandths(counter.value);
    sum.today += toThousandths(counter.today);
    byUnit.set(unit, sum);
  }
  const units = new Map(counters.map((counter) => [counter.unit.trim().toLowerCase(), counter.unit.trim()]));
  return [...byUnit].map(([key, sum]) => ({
    unit: units.get(key) ?? key,
    value: fromThousandths(sum.value),
    today: fromThousandths(sum.today),
  }));
}
