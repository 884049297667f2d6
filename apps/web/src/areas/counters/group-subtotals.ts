import type { Counter } from '@ordna/contract/counters';

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
    sum.value += Math.round(counter.value * 1000);
    sum.today += Math.round(counter.today * 1000);
    byUnit.set(unit, sum);
  }
  const units = new Map(counters.map((counter) => [counter.unit.trim().toLowerCase(), counter.unit.trim()]));
  return [...byUnit].map(([key, sum]) => ({
    unit: units.get(key) ?? key,
    value: sum.value / 1000,
    today: sum.today / 1000,
  }));
}
