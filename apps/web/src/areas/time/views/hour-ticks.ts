/** Steps (in hours) the graph's y axis may use: quarters and halves for short days, then round numbers. */
const STEPS = [0.25, 0.5, 1, 2, 3, 4, 5, 6, 10];
const MAX_INTERVALS = 5;

function stepFor(maxHours: number): number {
  for (const step of STEPS) if (Math.ceil(maxHours / step) <= MAX_INTERVALS) return step;
  // Long windows (hundreds of hours): 1, 2, 2.5 or 5 times a power of ten.
  for (let power = 10; ; power *= 10) {
    for (const factor of [2, 2.5, 5, 10]) {
      const step = factor * power;
      if (Math.ceil(maxHours / step) <= MAX_INTERVALS) return step;
    }
  }
}

/**
 * Nice y-axis ticks for a bar chart in hours: from 0 up to the first step at or above the highest
 * bar, at most five intervals, e.g. 3 h → 0, 1, 2, 3; 1 h → 0, 0.25, 0.5, 0.75, 1; 9 h → 0, 2, …, 10.
 */
export function hourTicks(maxHours: number): number[] {
  const max = Number.isFinite(maxHours) && maxHours > 0 ? maxHours : 1;
  const step = stepFor(max);
  const count = Math.ceil(max / step - 1e-9);
  return Array.from({ length: count + 1 }, (_, index) => index * step);
}

/** The tallest stacked bar of chart rows, in hours: each row's series values summed. */
export function tallestBar(rows: Array<Record<string, number | string>>, dataKeys: string[]): number {
  return Math.max(0, ...rows.map((row) => dataKeys.reduce((sum, key) => sum + Number(row[key] ?? 0), 0)));
}

/** A tick's label: whole hours as they are, fractions with at most two decimals (0.25, 1.5). */
export function formatHourTick(hours: number): string {
  return String(Math.round(hours * 100) / 100);
}
